/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { dismiss, toast } from "@/components/ui/use-toast";

// The toaster's code cannot be fetched, as when the connection dropped or a release replaced the files.
jest.mock("@/components/ui/toaster", () => {
  throw new Error("ChunkLoadError: Failed to load chunk");
});

afterEach(() => act(() => dismiss()));

test("when the toaster's code cannot be fetched, the toast is still shown, plainly, and closes; the page stays up", async () => {
  render(
    <>
      <main>Projects</main>
      <LazyToaster />
    </>,
  );
  act(() => {
    toast({ title: "Failed to save project", description: "Check your connection.", variant: "destructive" });
  });
  const region = await screen.findByRole("region", { name: "Notifications" });
  const shown = within(region).getByRole("alert");
  expect(shown).toHaveTextContent("Failed to save project");
  expect(shown).toHaveTextContent("Check your connection.");
  expect(screen.getByRole("main")).toHaveTextContent("Projects");
  await userEvent.setup().click(within(region).getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});
