"use client";
import { useRef, useState } from "react";
import Link from "next/link";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { sideMenuEntriesFor } from "@/components/shell/side-menu-entries";
import { useAuth } from "@/lib/client/use-auth";
import { useMenuDialog } from "@/components/shell/use-menu-dialog";

const itemClass =
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium text-slate-700 transition-colors hover:bg-emerald-50 hover:text-emerald-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600";

/** The employee side menu: a panel from the left with the tools the user may open; dialogs open over the page. */
export function SideMenu() {
  const { user } = useAuth();
  const entries = sideMenuEntriesFor(user);
  const [open, setOpen] = useState(false);
  // A dialog entry opens once the menu has closed; closing the dialog puts focus back on the menu button.
  const [pendingId, setPendingId] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { openDialog, dialog } = useMenuDialog(entries);
  return (
    <>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button ref={trigger} variant="ghost" size="icon" aria-label="Open menu">
            <Menu className="size-5" aria-hidden />
          </Button>
        </SheetTrigger>
        <SheetContent
          aria-describedby="side-menu-description"
          onCloseAutoFocus={() => {
            if (pendingId) openDialog(pendingId, trigger.current);
            setPendingId(null);
          }}
        >
          <div className="pr-8">
            <SheetTitle>Employee tools</SheetTitle>
            <SheetDescription id="side-menu-description">Pipeline, investor and account administration.</SheetDescription>
          </div>
          <nav aria-label="Employee tools">
            <ul className="grid gap-0.5">
              {entries.map((entry) => {
                const Icon = entry.icon;
                const content = (
                  <>
                    <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
                    {entry.label}
                  </>
                );
                return (
                  <li key={entry.id}>
                    {entry.kind === "link" ? (
                      <Link href={entry.href} className={itemClass} onClick={() => setOpen(false)}>
                        {content}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className={itemClass}
                        aria-haspopup="dialog"
                        onClick={() => {
                          setPendingId(entry.id);
                          setOpen(false);
                        }}
                      >
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
      {dialog}
    </>
  );
}
