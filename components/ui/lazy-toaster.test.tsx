/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { dismiss, toast } from "@/components/ui/use-toast";

afterEach(() => act(() => dismiss()));

test("renders nothing until the first toast, then shows it in the notifications region", async () => {
  const { container } = render(<LazyToaster />);
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole("region", { name: /Notifications/ })).not.toBeInTheDocument();
  act(() => {
    toast({ title: "Project saved", variant: "success" });
  });
  const region = await screen.findByRole("region", { name: /Notifications/ });
  expect(await within(region).findByRole("listitem")).toHaveTextContent("Project saved");
});
