"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { MenuEntry } from "@/components/shell/menu-entry";
import { useOpenUrlDialog } from "@/components/shared/url-dialog-opener";

/**
 * Opens the dialog of one of `entries` (the side menu's, the investor's resources) by id; render `dialog` somewhere in the caller's tree. Radix returns
 * focus to a Dialog.Trigger, and these dialogs have none, so focus goes back to `returnTo` (by default
 * whatever had focus when the dialog opened) once the dialog has gone. A url-dialog entry navigates to
 * `?open=<id>` instead, and the portal's @dialog slot draws it.
 */
export function useMenuDialog(entries: readonly MenuEntry[]) {
  const [openId, setOpenId] = useState<string | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const openUrlDialog = useOpenUrlDialog();

  const openDialog = useCallback(
    (id: string, target?: HTMLElement | null) => {
      const picked = entries.find((e) => e.id === id);
      if (picked?.kind === "url-dialog") return openUrlDialog(picked.id, target);
      returnTo.current = target ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setOpenId(id);
    },
    [entries, openUrlDialog],
  );

  useEffect(() => {
    if (openId !== null || !returnTo.current) return;
    const target = returnTo.current;
    returnTo.current = null;
    const frame = requestAnimationFrame(() => target.focus());
    return () => cancelAnimationFrame(frame);
  }, [openId]);

  const entry = entries.find((e) => e.id === openId);
  const EntryDialog = entry?.kind === "dialog" ? entry.dialog : null;
  const dialog = EntryDialog ? <EntryDialog open onOpenChange={(open) => !open && setOpenId(null)} /> : null;
  return { openDialog, dialog };
}
