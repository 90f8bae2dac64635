"use client";
import { useRef, useState, type ComponentProps, type ComponentType } from "react";
import { toast } from "@/components/ui/use-toast";

/** What a loaded menu gets: its trigger's props (look, name, content) and the props for its DropdownMenuContent. */
export type LoadedMenuProps = {
  trigger: ComponentProps<"button">;
  content: { onOpenAutoFocus: (event: Event) => void };
};

export const LOAD_FAILED = {
  title: "This menu could not be opened",
  description: "Check your connection and try again. If it keeps failing, reload the page.",
} as const;

type Props<P> = Omit<ComponentProps<"button">, "onPointerDown" | "onKeyDown"> & {
  /** The menu (a DropdownMenu, open from the start, whose trigger takes `trigger`), fetched on first use. */
  load: () => Promise<ComponentType<LoadedMenuProps & P>>;
  /** Passed on to the loaded menu. */
  menu: P;
};

/**
 * A menu button whose menu loads with its first use: Radix DropdownMenu (its positioning, focus and dismiss
 * layers) is ~25 KB gzip that every page fetched for two header menus most visits never open. Until then
 * this plain button stands in, with the trigger's semantics (aria-haspopup, aria-expanded); a pointer on it
 * or focus fetches the code ahead, and a press opens the menu as Radix's trigger does: the main button's
 * pointerdown, or Enter, Space or ArrowDown. The loaded menu then replaces it, already open; opened from the
 * keyboard, its first item takes the focus, as Radix does. A press whose code cannot be fetched (the network
 * dropped, or a new release replaced the old files) says so, instead of leaving the button dead: without it
 * the user menu's Log out would be out of reach.
 */
export function LazyMenu<P extends object>({ load, menu, ...trigger }: Props<P>) {
  const [Menu, setMenu] = useState<ComponentType<LoadedMenuProps & P> | null>(null);
  // Radix focuses a menu's first item when the keyboard opened it; the menu mounted after that key press
  // has not seen it, so the first opening says so itself (later ones are Radix's own).
  const byKeyboard = useRef(false);
  const open = (keyboard: boolean) => {
    byKeyboard.current = keyboard;
    load().then(
      (loaded) => setMenu(() => loaded),
      () => toast({ title: LOAD_FAILED.title, description: LOAD_FAILED.description, variant: "destructive" }),
    );
  };
  // Fetching ahead is a head start only: a failure there is the press's to report.
  const fetchAhead = () => void load().catch(() => {});
  const onOpenAutoFocus = (event: Event) => {
    if (!byKeyboard.current) return;
    byKeyboard.current = false;
    const first = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])');
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  if (Menu) return <Menu {...menu} trigger={trigger} content={{ onOpenAutoFocus }} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={fetchAhead}
      onFocus={fetchAhead}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open(false);
      }}
      onKeyDown={(event) => {
        if (!["Enter", " ", "ArrowDown"].includes(event.key)) return;
        event.preventDefault();
        open(true);
      }}
    />
  );
}
