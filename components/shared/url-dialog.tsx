"use client";
// A side-menu dialog whose state is the URL (decision 0034): `?open=<id>` on any portal page, drawn by the
// portal layout's @dialog slot with the data the server read for it. Opening and closing are navigations;
// the dialog's own parameters (a tab, a search) are parameters too, prefixed DIALOG_PARAM_PREFIX. Opening
// one is url-dialog-opener.ts.
import { useCallback, useEffect, useState, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadError } from "@/components/ui/load-error";
import { DIALOG_PARAM_PREFIX } from "@/lib/notifications/links";
import { currentUrl, dialogOpener, dropDialog, forgetDialogOpener, setDialogClosing } from "@/components/shared/url-dialog-opener";

/**
 * A dialog parameter only the browser needs (the tab shown): it changes at once and is written into the URL
 * without a server round trip, so a reload or a shared link shows the same tab.
 */
export function useDialogParam<T extends string>(name: string, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState(initial);
  const set = useCallback(
    (next: T) => {
      setValue(next);
      window.history.replaceState(null, "", currentUrl((params) => params.set(DIALOG_PARAM_PREFIX + name, next)));
    },
    [name],
  );
  return [value, set];
}

/** A dialog parameter the server reads (a search): the slot renders again with its answer; `pending` meanwhile. */
export function useServerDialogParam(name: string) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const set = useCallback(
    (value: string) => {
      const url = currentUrl((params) => (value ? params.set(DIALOG_PARAM_PREFIX + name, value) : params.delete(DIALOG_PARAM_PREFIX + name)));
      startTransition(() => router.replace(url, { scroll: false }));
    },
    [name, router],
  );
  return { set, pending };
}

type Props = { title: string; description: string; className?: string; children: ReactNode };

/**
 * The dialog frame: closing (Esc, the close button, a click outside) closes it at once and navigates to the
 * URL without it, and puts focus back on the opener, or where it was when a link opened the dialog.
 */
export function UrlDialog({ title, description, className, children }: Props) {
  const router = useRouter();
  // Closed while the navigation away runs; once it lands the slot draws nothing. (Should it not land, the
  // URL still names the dialog, and it shows again.)
  const [closing, startClosing] = useTransition();
  const [from] = useState(dialogOpener);
  const close = () => {
    const url = currentUrl(dropDialog);
    setDialogClosing(true);
    startClosing(() => router.replace(url, { scroll: false }));
  };
  // Until the navigation has landed (this frame unmounts) or has ended without landing (it shows again).
  useEffect(() => {
    if (!closing) setDialogClosing(false);
  }, [closing]);
  useEffect(() => () => setDialogClosing(false), []);
  return (
    <Dialog open={!closing} onOpenChange={(open) => !open && close()}>
      <DialogContent
        className={className}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          forgetDialogOpener();
          from?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A part of a dialog the server could not read: the spec's text, and a retry that reads it again. */
export function DialogLoadError({ message }: { message: string }) {
  const router = useRouter();
  return <LoadError message={message} onRetry={() => router.refresh()} />;
}
