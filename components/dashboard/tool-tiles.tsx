"use client";
import Link from "next/link";
import type { MenuEntry } from "@/components/shell/menu-entry";
import { useMenuDialog } from "@/components/shell/use-menu-dialog";
import { TileBody, tileClass, tileListClass, type TileAccent } from "@/components/dashboard/tile-markup";

/** Menu entries as tiles: links navigate, dialog entries open their dialog (focus returns to the tile). */
export function ToolTiles({ entries, accent, className }: { entries: readonly MenuEntry[]; accent: TileAccent; className?: string }) {
  const { openDialog, dialog } = useMenuDialog(entries);
  return (
    <>
      <ul className={tileListClass(className)}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.kind === "link" ? (
              <Link href={entry.href} className={tileClass(accent)}>
                <TileBody entry={entry} accent={accent} />
              </Link>
            ) : (
              <button type="button" className={tileClass(accent)} aria-haspopup="dialog" onClick={() => openDialog(entry.id)}>
                <TileBody entry={entry} accent={accent} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}
