"use client";
import Link from "next/link";
import { ChevronRight } from "lucide-react";
import { SIDE_MENU_ENTRIES } from "@/components/shell/side-menu-entries";
import { useMenuDialog } from "@/components/shell/use-menu-dialog";

const tileClass =
  "group flex h-full w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-emerald-300 hover:bg-emerald-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600";

/** Every side-menu entry as a tile: links navigate, dialog entries open the same dialog as the menu. */
export function WorkspaceTools() {
  const { openDialog, dialog } = useMenuDialog(SIDE_MENU_ENTRIES);
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {SIDE_MENU_ENTRIES.map((entry) => {
          const Icon = entry.icon;
          const body = (
            <>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-100 text-emerald-800">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1 space-y-0.5">
                <span className="block font-medium text-slate-900">{entry.label}</span>
                <span className="block text-sm text-slate-600">{entry.description}</span>
              </span>
              <ChevronRight className="mt-2.5 size-4 shrink-0 text-slate-400 group-hover:text-emerald-700" aria-hidden />
            </>
          );
          return (
            <li key={entry.id}>
              {entry.kind === "link" ? (
                <Link href={entry.href} className={tileClass}>
                  {body}
                </Link>
              ) : (
                <button type="button" className={tileClass} aria-haspopup="dialog" onClick={() => openDialog(entry.id)}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {dialog}
    </>
  );
}
