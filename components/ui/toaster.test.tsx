/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import { Toaster } from "@/components/ui/toaster";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { dismiss, toast, TOAST_REMOVE_DELAY, useToast } from "@/components/ui/use-toast";

function StoreSize() {
  return <output data-testid="store-size">{useToast().toasts.length}</output>;
}

afterEach(() => jest.useRealTimers());

test("a second toast replaces the first: one visible at a time", () => {
  render(<Toaster />);
  act(() => {
    toast({ title: "First", description: "one" });
    toast({ title: "Second", description: "two", variant: "destructive" });
  });
  expect(screen.getByText("Second")).toBeInTheDocument();
  expect(screen.queryByText("First")).not.toBeInTheDocument();
});

test("a dismissed toast closes at once and leaves the store after 1,000,000 ms", () => {
  jest.useFakeTimers();
  render(
    <>
      <Toaster />
      <StoreSize />
    </>,
  );
  let id = "";
  act(() => {
    id = toast({ title: "Saved" }).id;
  });
  expect(screen.getByText("Saved")).toBeInTheDocument();
  act(() => dismiss(id));
  expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  expect(screen.getByTestId("store-size")).toHaveTextContent("1");
  act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
  expect(screen.getByTestId("store-size")).toHaveTextContent("1");
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId("store-size")).toHaveTextContent("0");
});

test("a toast raised while a modal dialog is open stays in the accessibility tree and is announced", async () => {
  render(
    <>
      <Toaster />
      <Dialog open>
        <DialogContent>
          <DialogTitle>Import CSV</DialogTitle>
          <DialogDescription>Pick a file.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>,
  );
  act(() => {
    toast({ title: "Import Failed", description: "Row 2: Client is required", variant: "destructive" });
  });
  // Queries by role skip what the dialog hid (aria-hidden): the toast must not be among it.
  const region = screen.getByRole("region", { name: /Notifications/ });
  expect(within(region).getByRole("listitem")).toHaveTextContent("Import Failed");
  // Radix's announcement: a live region of its own, outside what the dialog hid.
  expect(await screen.findByText(/Import Failed/, { selector: "[role=status] *, [role=status]" })).toBeInTheDocument();
  expect(screen.getByRole("dialog", { name: "Import CSV" })).toBeInTheDocument();
});
