/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CLOSED_MENU_TRIGGER, LazyPopup, type PopupStart } from "@/components/ui/lazy-popup";

function FakeMenu({ trigger, defaultOpen, autoFocus, note }: PopupStart & { note: string }) {
  return (
    <>
      <button type="button" {...trigger} aria-expanded={defaultOpen} autoFocus={autoFocus} data-real="" />
      {defaultOpen && <ul role="menu" aria-label={note} />}
    </>
  );
}

function setup(load: () => Promise<typeof FakeMenu>) {
  render(
    <>
      <button type="button">Before</button>
      <LazyPopup load={load} popupProps={{ note: "Account" }} trigger={{ className: "pill", children: "Emma" }} closed={CLOSED_MENU_TRIGGER} />
    </>,
  );
  return userEvent.setup();
}

test("until first opened a stand-in draws the closed trigger; hovering fetches the code without showing it", async () => {
  const load = jest.fn(async () => FakeMenu);
  const user = setup(load);
  const standIn = screen.getByRole("button", { name: "Emma" });
  expect(standIn).toHaveAttribute("aria-haspopup", "menu");
  expect(standIn).toHaveAttribute("aria-expanded", "false");
  expect(standIn).toHaveAttribute("data-state", "closed");
  expect(standIn).toHaveClass("pill");
  await user.hover(standIn);
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  expect(standIn).not.toHaveAttribute("data-real");
});

test("a press replaces the stand-in with the loaded component, open, without moving focus to the trigger", async () => {
  const load = jest.fn(async () => FakeMenu);
  const user = setup(load);
  await user.click(screen.getByRole("button", { name: "Emma" }));
  expect(await screen.findByRole("menu", { name: "Account" })).toBeInTheDocument();
  const real = screen.getByRole("button", { name: "Emma" });
  expect(real).toHaveAttribute("data-real");
  expect(real).toHaveClass("pill");
  expect(real).not.toHaveFocus();
  expect(load).toHaveBeenCalledTimes(1);
});

test("from the keyboard: focus fetches, an opening key opens, and the loaded trigger keeps focus", async () => {
  const user = setup(async () => FakeMenu);
  await user.click(screen.getByRole("button", { name: "Before" }));
  await user.tab();
  await user.keyboard("{ArrowDown}");
  expect(await screen.findByRole("menu")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Emma" })).toHaveFocus();
});

test("a load that fails leaves the stand-in, and the next sign of use tries again", async () => {
  const load = jest.fn().mockRejectedValue(new Error("offline"));
  const user = setup(load);
  await user.click(screen.getByRole("button", { name: "Emma" }));
  expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Emma" })).not.toHaveAttribute("data-real");
  load.mockResolvedValue(FakeMenu);
  await user.click(screen.getByRole("button", { name: "Emma" }));
  expect(await screen.findByRole("menu")).toBeInTheDocument();
});
