"use client";
import { useRef, useState, type ComponentProps, type ComponentType } from "react";

/**
 * What a lazily loaded menu or select gets on top of its own props: its trigger's props (look, name,
 * content), `defaultOpen` (it replaces the stand-in when that is pressed), whether to take focus (the
 * stand-in had it) and whether a key opened it (a menu then focuses its first item, as Radix does).
 */
export type PopupStart = { trigger: ComponentProps<"button">; defaultOpen: boolean; autoFocus: boolean; openedByKey: boolean };

/** A closed menu button's state, as Radix's DropdownMenu.Trigger renders it. */
export const CLOSED_MENU_TRIGGER = { "aria-haspopup": "menu", "aria-expanded": false, "data-state": "closed" } as const;

// The keys that open a Radix menu or select from its trigger.
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

type Props<P> = {
  /** A stable, module-level loader: `() => import("…").then((m) => m.X)`. */
  load: () => Promise<ComponentType<P & PopupStart>>;
  popupProps: P;
  /** The trigger's props, for the stand-in and the loaded component alike. */
  trigger: ComponentProps<"button">;
  /** The closed trigger's role and state attributes, as the loaded component renders them (the stand-in's only). */
  closed: Record<string, string | boolean>;
};

/**
 * A menu or select whose code (Radix, floating-ui: about 20 KB gzip) is fetched at the first sign of use
 * (the pointer over its trigger, focus on it) rather than with the page. Until its first opening a
 * stand-in draws the trigger; the press or key that opens it puts the real component in its place,
 * open, and every later use is the component's own behaviour.
 */
export function LazyPopup<P extends object>({ load, popupProps, trigger, closed }: Props<P>) {
  const [loaded, setLoaded] = useState<{ Popup: ComponentType<P & PopupStart>; autoFocus: boolean; openedByKey: boolean } | null>(null);
  const focused = useRef(false);
  const loading = useRef<Promise<ComponentType<P & PopupStart> | null> | null>(null);
  const pointerType = useRef("");

  // The pointer over the trigger or focus on it fetches the code; a press or an opening key shows the
  // real component, open. The press always reaches the stand-in, so none is lost to the swap.
  const fetchCode = () => {
    loading.current ??= load().catch(() => {
      loading.current = null; // offline: the next sign of use tries again
      return null;
    });
    return loading.current;
  };
  const open = async (openedByKey: boolean) => {
    const Popup = await fetchCode();
    if (Popup) setLoaded({ Popup, autoFocus: focused.current, openedByKey });
  };

  if (loaded) return <loaded.Popup {...popupProps} trigger={trigger} defaultOpen autoFocus={loaded.autoFocus} openedByKey={loaded.openedByKey} />;
  return (
    <button
      type="button"
      {...closed}
      {...trigger}
      onPointerEnter={fetchCode}
      onFocus={() => {
        focused.current = true;
        fetchCode();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      // As Radix Select: a mouse press opens the popup (which takes focus, not the trigger); a touch
      // opens it on the click, so that a scroll starting on the trigger does not.
      onPointerDown={(event) => {
        pointerType.current = event.pointerType;
        if (event.pointerType !== "mouse" || event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open(false);
      }}
      onClick={() => {
        if (pointerType.current !== "mouse") open(false);
      }}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open(true);
      }}
    />
  );
}
