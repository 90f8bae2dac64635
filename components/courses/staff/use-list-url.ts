"use client";
// Changes the staff list's URL (search, status, sort, page) so the page reads that list on the server;
// `pending` is true until the new rows have arrived. Any change but the page goes back to page 1.
// `href` is the URL a change leads to (a sort header's link).
import { useCallback, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

export type ListChanges = Record<string, string | undefined>;

export function useListUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();
  const href = useCallback(
    (changes: ListChanges) => {
      const next = new URLSearchParams(params.toString());
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      if (!("page" in changes)) next.delete("page");
      const query = next.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname],
  );
  const change = useCallback((changes: ListChanges) => startTransition(() => router.replace(href(changes), { scroll: false })), [href, router]);
  return { change, href, pending };
}
