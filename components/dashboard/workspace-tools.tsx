"use client";
import { sideMenuEntriesFor } from "@/components/shell/side-menu-entries";
import { useAuth } from "@/lib/client/use-auth";
import { ToolTiles } from "@/components/dashboard/tool-tiles";

/** Every side-menu entry as a tile: the same links and dialogs as the menu. */
export function WorkspaceTools() {
  const { user } = useAuth();
  return <ToolTiles entries={sideMenuEntriesFor(user)} accent="emerald" className="xl:grid-cols-3" />;
}
