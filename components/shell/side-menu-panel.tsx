"use client";
import Link from "next/link";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import type { MenuEntry } from "@/components/shell/menu-entry";
import { MY_WORK_ENTRY_ID } from "@/components/shell/side-menu-entries";
import { WaitingBadge, type WaitingCount } from "@/components/shell/waiting-badge";

const itemClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium text-slate-700 transition-colors hover:bg-emerald-50 hover:text-emerald-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: MenuEntry[];
  /** The panel's heading and the name of its navigation, by role. */
  title: string;
  description: string;
  /** My work's count, next to its entry. */
  waiting?: WaitingCount;
  /** A dialog entry was chosen: the menu closes, then the dialog opens. */
  onPick: (id: string) => void;
  /** The panel has closed: focus goes back to the menu button (or on to the chosen dialog). */
  onClosed: () => void;
};

/** The side menu's panel (Radix Dialog as a sheet), loaded by side-menu.tsx with its first opening. */
export function SideMenuPanel({ open, onOpenChange, entries, title, description, waiting, onPick, onClosed }: Props) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby="side-menu-description"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <div className="pr-8">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription id="side-menu-description">{description}</SheetDescription>
        </div>
        <nav aria-label={title}>
          <ul className="grid gap-0.5">
            {entries.map((entry) => {
              const Icon = entry.icon;
              const content = (
                <>
                  <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
                  {entry.label}
                  {entry.id === MY_WORK_ENTRY_ID && <WaitingBadge waiting={waiting} label className="ml-auto" />}
                </>
              );
              return (
                <li key={entry.id}>
                  {entry.kind === "link" ? (
                    <Link href={entry.href} className={itemClass} onClick={() => onOpenChange(false)}>
                      {content}
                    </Link>
                  ) : (
                    <button type="button" className={itemClass} aria-haspopup="dialog" onClick={() => onPick(entry.id)}>
                      {content}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
