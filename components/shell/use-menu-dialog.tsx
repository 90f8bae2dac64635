"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { SIDE_MENU_ENTRIES } from "@/components/shell/side-menu-entries";

/**
 * Opens a side-menu entry's dialog by id; render `dialog` somewhere in the caller's tree. Radix returns
 * focus to a Dialog.Trigger, and these dialogs have none, so focus goes back to `returnTo` (by default
 * whatever had focus when the dialog opened) once the dialog has gone.
 */
export function useMenuDialog() {
  const [openId, setOpenId] = useState<string | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const openDialog = useCallback((id: string, target?: HTMLElement | null) => {
    returnTo.current = target ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setOpenId(id);
  }, []);

  useEffect(() => {
    if (openId !== null || !returnTo.current) return;
    const target = returnTo.current;
    returnTo.current = null;
    const frame = requestAnimationFrame(() => target.focus());
    return () => cancelAnimationFrame(frame);
  }, [openId]);

  const entry = SIDE_MENU_ENTRIES.find((e) => e.id === openId);
  const EntryDialog = entry?.kind === "dialog" ? entry.dialog : null;
  const dialog = EntryDialog ? <EntryDialog open onOpenChange={(open) => !open && setOpenId(null)} /> : null;
  return { openDialog, dialog };
}
