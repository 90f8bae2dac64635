"use client";
// The review screen's view lives in the URL: a change replaces the URL in a transition (the server reads
// the new page) while the controls already show the choice made.
import { useOptimistic, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import type { ReviewView } from "@/components/requirements/review/types";

/** The URL of a view; defaults stay out of it (`defaultYear` is the year the page shows without one). */
export function reviewHref(pathname: string, view: ReviewView, defaultYear: number): string {
  const params = new URLSearchParams();
  if (view.tab !== "hours") params.set("tab", view.tab);
  if (view.year !== defaultYear) params.set("year", String(view.year));
  if (view.status !== "pending") params.set("status", view.status);
  if (view.investor) params.set("investor", view.investor);
  if (view.search) params.set("search", view.search);
  if (view.page !== 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function useReviewView(view: ReviewView, defaultYear: number) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [shown, show] = useOptimistic(view);
  const change = (next: Partial<ReviewView>) =>
    startTransition(() => {
      const target = { ...shown, ...next };
      show(target);
      router.replace(reviewHref(pathname, target, defaultYear), { scroll: false });
    });
  return { shown, pending, change };
}
