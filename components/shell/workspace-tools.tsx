"use client";
import { SIDE_MENU_ENTRIES } from "@/components/shell/side-menu-entries";
import { ToolTiles } from "@/components/shell/tool-tiles";

/** Every side-menu entry as a tile: the same links and dialogs as the menu. */
export function WorkspaceTools() {
  return <ToolTiles entries={SIDE_MENU_ENTRIES} accent="emerald" className="xl:grid-cols-3" />;
}
