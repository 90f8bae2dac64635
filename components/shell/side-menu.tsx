"use client";
import { useRef, useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/components/shared/lazy-dialog";
import { sideMenuEntriesFor } from "@/components/shell/side-menu-entries";
import { useAuth } from "@/lib/client/use-auth";
import { useMenuDialog } from "@/components/shell/use-menu-dialog";

// The panel (Radix Dialog, its focus trap and scroll lock) loads with the first opening, not with every page.
const SideMenuPanel = lazyDialog(() => import("@/components/shell/side-menu-panel").then((m) => m.SideMenuPanel));

/** The employee side menu: a panel from the left with the tools the user may open; dialogs open over the page. */
export function SideMenu() {
  const { user } = useAuth();
  const entries = sideMenuEntriesFor(user);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // A dialog entry opens once the menu has closed; closing the dialog puts focus back on the menu button.
  const [pendingId, setPendingId] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { openDialog, dialog } = useMenuDialog(entries);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden />
      </Button>
      {loaded && (
        <SideMenuPanel
          open={open}
          onOpenChange={setOpen}
          entries={entries}
          onPick={(id) => {
            setPendingId(id);
            setOpen(false);
          }}
          onClosed={() => {
            trigger.current?.focus();
            if (pendingId) openDialog(pendingId, trigger.current);
            setPendingId(null);
          }}
        />
      )}
      {dialog}
    </>
  );
}
