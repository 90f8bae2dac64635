"use client";
// A page's dialogs whose open state is in the URL (`?open=` unless named otherwise; a mailed link opens one,
// and the page reads its data on the server for the one that is open). Opening or closing is a navigation without a scroll; the dialog
// shows at once (optimistically) while the page's new render, with its data, is on its way.
import { useOptimistic, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { withoutClosingDialog } from "@/components/shared/url-dialog-opener";

export function useUrlDialog<T extends string>(open: T | null, param = "open") {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [shown, show] = useOptimistic(open);
  const [, startTransition] = useTransition();
  const go = (next: T | null) =>
    startTransition(() => {
      show(next);
      const query = withoutClosingDialog(new URLSearchParams(params));
      if (next) query.set(param, next);
      else query.delete(param);
      const search = query.toString();
      router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    });
  return {
    shown,
    openDialog: (name: T) => go(name),
    /** For a dialog's onOpenChange: closing (Escape, the close button, outside) drops the parameter. */
    onOpenChange: (next: boolean) => !next && go(null),
  };
}
