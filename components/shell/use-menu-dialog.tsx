"use client";
import { useState } from "react";
import { SIDE_MENU_ENTRIES } from "@/components/shell/side-menu-entries";

/** Opens a side-menu entry's dialog by id; render `dialog` somewhere in the caller's tree. */
export function useMenuDialog() {
  const [openId, setOpenId] = useState<string | null>(null);
  const entry = SIDE_MENU_ENTRIES.find((e) => e.id === openId);
  const EntryDialog = entry?.kind === "dialog" ? entry.dialog : null;
  const dialog = EntryDialog ? <EntryDialog open onOpenChange={(open) => !open && setOpenId(null)} /> : null;
  return { openDialog: setOpenId, dialog };
}
