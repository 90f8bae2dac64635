"use client";
import { useRef, useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { lazyDialog, openAndOnOpenChange } from "@/components/shared/lazy-dialog";
import { sideMenuEntriesFor } from "@/components/shell/side-menu-entries";
import { useAuth } from "@/lib/client/use-auth";
import { useMenuDialog } from "@/components/shell/use-menu-dialog";
import { WaitingBadge, type WaitingCount } from "@/components/shell/waiting-badge";
import { can } from "@/lib/auth/permissions";

// The panel (Radix Dialog, its focus trap and scroll lock) loads with the first opening, not with every page.
const SideMenuPanel = lazyDialog(() => import("@/components/shell/side-menu-panel").then((m) => m.SideMenuPanel), openAndOnOpenChange);

/**
 * The side menu: a panel from the left with the tools the user may open (an investor: My work); dialogs open
 * over the page. `waiting` is My work's count, shown on the button (for the eye; the panel's entry names it).
 */
export function SideMenu({ waiting }: { waiting?: WaitingCount }) {
  const { user } = useAuth();
  const staff = can(user, "users.approve");
  const entries = sideMenuEntriesFor(user);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // A dialog entry opens once the menu has closed; closing the dialog puts focus back on the menu button.
  const [pendingId, setPendingId] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { openDialog, dialog } = useMenuDialog(entries);
  return (
    <>
      {/* The count sits beside the button, not in it: a name of "Open menu" must not contain other visible text (axe label-content-name-mismatch). */}
      <span className="relative inline-flex">
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
        <span aria-hidden className="pointer-events-none absolute -top-0.5 -right-0.5">
          <WaitingBadge waiting={waiting} className="min-w-4 px-1 text-[10px] leading-4" />
        </span>
      </span>
      {loaded && (
        <SideMenuPanel
          open={open}
          onOpenChange={setOpen}
          entries={entries}
          title={staff ? "Employee tools" : "Investor tools"}
          description={staff ? "Pipeline, investor and account administration." : "What the portal still needs from you."}
          waiting={waiting}
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
