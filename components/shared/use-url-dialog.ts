"use client";
// A page's dialogs whose open state is the URL's `?open=` (a mailed link opens one; the page reads its data
// on the server for the one that is open). Opening or closing is a navigation without a scroll; the dialog
// shows at once (optimistically) while the page's new render, with its data, is on its way.
import { useOptimistic, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

export function useUrlDialog<T extends string>(open: T | null) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [shown, show] = useOptimistic(open);
  const [, startTransition] = useTransition();
  const go = (next: T | null) =>
    startTransition(() => {
      show(next);
      const query = new URLSearchParams(params);
      if (next) query.set("open", next);
      else query.delete("open");
      const search = query.toString();
      router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
    });
  return {
    shown,
    openDialog: (name: T) => go(name),
    /** For a dialog's onOpenChange: closing (Escape, the close button, outside) leaves `?open=`. */
    onOpenChange: (next: boolean) => !next && go(null),
  };
}
