"use client";
// Opening a URL dialog (decision 0034), apart from the dialog itself (url-dialog.tsx): the side menu and
// the tiles that open one are on every page, the dialog's code (Radix Dialog) loads only when one is drawn.
import { useCallback } from "react";
import { useRouter } from "next/navigation";
import { DIALOG_PARAM_PREFIX, OPEN_PARAM, type OpenableDialog } from "@/lib/notifications/links";

// Where focus goes back once the dialog has closed. The opener (the side menu in the header, a tile) and the
// dialog (the layout's slot) share no React tree, and Radix returns focus only to a Dialog.Trigger.
let returnTo: HTMLElement | null = null;

const focused = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/** The element a dialog opening now returns focus to: its opener, or what has focus (a link opened it). */
export function dialogOpener(): HTMLElement | null {
  return returnTo ?? (typeof document === "undefined" ? null : focused());
}

/** The dialog has closed and focus went back: the next one starts afresh. */
export function forgetDialogOpener() {
  returnTo = null;
}

// A URL dialog is closing: it hid at once, but its navigation away has not landed, so the address still names
// it. A URL built meanwhile (another dialog opened at once) leaves it out, or that navigation would bring it back.
let closing = false;

/** Set by the dialog while its closing navigation runs (url-dialog.tsx). */
export function setDialogClosing(value: boolean) {
  closing = value;
}

/** `params` without a dialog that is closing. */
export function withoutClosingDialog(params: URLSearchParams): URLSearchParams {
  if (closing) dropDialog(params);
  return params;
}

/** The current page's URL, its parameters changed by `change`: the page behind a dialog stays as it is. */
export function currentUrl(change: (params: URLSearchParams) => void): string {
  const params = withoutClosingDialog(new URLSearchParams(window.location.search));
  change(params);
  const query = params.toString();
  return `${window.location.pathname}${query ? `?${query}` : ""}`;
}

/** Drops the open dialog and its own parameters. */
export function dropDialog(params: URLSearchParams) {
  params.delete(OPEN_PARAM);
  for (const key of [...params.keys()]) if (key.startsWith(DIALOG_PARAM_PREFIX)) params.delete(key);
}

/** Opens a URL dialog over the current page (its path and parameters kept); focus returns to `from` when it closes. */
export function useOpenUrlDialog() {
  const router = useRouter();
  return useCallback(
    (id: OpenableDialog, from?: HTMLElement | null) => {
      returnTo = from ?? focused();
      router.push(
        currentUrl((params) => {
          dropDialog(params);
          params.set(OPEN_PARAM, id);
        }),
        { scroll: false },
      );
    },
    [router],
  );
}
