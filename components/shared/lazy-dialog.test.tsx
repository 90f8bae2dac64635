/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { DIALOG_UNAVAILABLE, lazyDialog, openAndOnOpenChange } from "@/components/shared/lazy-dialog";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { dismiss } from "@/components/ui/use-toast";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

function Panel({ open, onOpenChange }: Props) {
  return open ? (
    <div role="dialog" aria-label="Tools">
      <button type="button" onClick={() => onOpenChange(false)}>
        Close tools
      </button>
    </div>
  ) : null;
}

function setup(load: () => Promise<typeof Panel>) {
  const LazyPanel = lazyDialog(load, openAndOnOpenChange);
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open tools
        </button>
        <LazyPanel open={open} onOpenChange={setOpen} />
      </main>
    );
  }
  render(
    <>
      <Page />
      <LazyToaster />
    </>,
  );
  return userEvent.setup();
}

afterEach(() => act(() => dismiss()));

test("the dialog's code is fetched when it is first opened, not before", async () => {
  const load = jest.fn(async () => Panel);
  const user = setup(load);
  expect(load).not.toHaveBeenCalled();
  await user.click(screen.getByRole("button", { name: "Open tools" }));
  expect(await screen.findByRole("dialog", { name: "Tools" })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test("code that cannot be fetched closes the dialog with one toast saying so; opening it again tries again", async () => {
  const load = jest.fn<Promise<typeof Panel>, []>().mockRejectedValueOnce(new Error("ChunkLoadError")).mockResolvedValue(Panel);
  const user = setup(load);
  await user.click(screen.getByRole("button", { name: "Open tools" }));
  const region = await screen.findByRole("region", { name: /Notifications/ });
  expect(await within(region).findAllByRole("listitem")).toHaveLength(1);
  expect(region).toHaveTextContent(DIALOG_UNAVAILABLE.title);
  expect(screen.getByRole("main")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1); // closed: no second fetch, no second toast
  await user.click(screen.getByRole("button", { name: "Open tools" }));
  expect(await screen.findByRole("dialog", { name: "Tools" })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
