"use client";
import { useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { sideMenuEntriesFor } from "@/components/shell/side-menu-entries";
import { useAuth } from "@/lib/client/use-auth";
import { MY_WORK_PATH, type OpenableDialog } from "@/lib/notifications/links";

/**
 * `/my-work?open=<entry>` opens that side-menu dialog (reservation requests, registrations) over the page:
 * the queues decided in a dialog get a link like the others, from this page and from a mail. Closing it
 * drops the parameter, which re-reads the page's counts, and puts focus back where it was.
 */
export function MenuDialogFromUrl({ open }: { open: OpenableDialog | null }) {
  const { user } = useAuth();
  const router = useRouter();
  const returnTo = useRef<HTMLElement | null>(null);
  const entry = sideMenuEntriesFor(user).find((e) => e.id === open);
  useEffect(() => {
    if (entry && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [entry]);
  if (entry?.kind !== "dialog") return null;
  const Dialog = entry.dialog;
  const close = () => {
    router.replace(MY_WORK_PATH, { scroll: false });
    const target = returnTo.current;
    returnTo.current = null;
    requestAnimationFrame(() => target?.focus());
  };
  return <Dialog open onOpenChange={(next) => !next && close()} />;
}
