/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LazyMenu, LOAD_FAILED, type LoadedMenuProps } from "@/components/ui/lazy-menu";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { dismiss } from "@/components/ui/use-toast";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

function Menu({ trigger, content, first }: LoadedMenuProps & { first: string }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger {...trigger} />
      <DropdownMenuContent {...content}>
        <DropdownMenuItem disabled>Nothing here</DropdownMenuItem>
        <DropdownMenuItem>{first}</DropdownMenuItem>
        <DropdownMenuItem>Second</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function setup() {
  const load = jest.fn(async () => Menu);
  render(
    <LazyMenu load={load} menu={{ first: "First" }} aria-label="Actions">
      Actions
    </LazyMenu>,
  );
  return { load, user: userEvent.setup() };
}

test("the menu's code is not fetched until the button is pointed at or focused; the stand-in is a closed menu button", async () => {
  const { load, user } = setup();
  const button = screen.getByRole("button", { name: "Actions" });
  expect(button).toHaveAttribute("aria-haspopup", "menu");
  expect(button).toHaveAttribute("aria-expanded", "false");
  expect(load).not.toHaveBeenCalled();
  await user.hover(button);
  expect(load).toHaveBeenCalled();
  expect(screen.queryByRole("menu")).not.toBeInTheDocument();
});

test("a click opens the loaded menu; Escape closes it and focus is on its button", async () => {
  const { user } = setup();
  await user.click(screen.getByRole("button", { name: "Actions" }));
  expect(await screen.findByRole("menu")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Actions" })).toHaveAttribute("aria-expanded", "true");
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  expect(screen.getByRole("button", { name: "Actions" })).toHaveFocus();
});

test.each(["{Enter}", " ", "{ArrowDown}"])("opened from the keyboard (%s), the first enabled item has the focus, as Radix does", async (key) => {
  const { user } = setup();
  await user.tab();
  await user.keyboard(key);
  await waitFor(() => expect(screen.getByRole("menuitem", { name: "First" })).toHaveFocus());
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("menuitem", { name: "Second" })).toHaveFocus();
});

test("a menu whose code cannot be fetched says so when pressed, and opens on a later press once it can", async () => {
  const load = jest.fn<Promise<typeof Menu>, []>().mockRejectedValueOnce(new Error("ChunkLoadError")).mockRejectedValueOnce(new Error("ChunkLoadError")).mockResolvedValue(Menu);
  render(
    <>
      <LazyMenu load={load} menu={{ first: "First" }} aria-label="Actions">
        Actions
      </LazyMenu>
      <LazyToaster />
    </>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Actions" })); // the hover's fetch ahead fails silently; the press reports
  const region = await screen.findByRole("region", { name: /Notifications/ });
  expect(await within(region).findByRole("listitem")).toHaveTextContent(LOAD_FAILED.title);
  expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Actions" }));
  expect(await screen.findByRole("menu")).toBeInTheDocument();
  act(() => dismiss());
});
