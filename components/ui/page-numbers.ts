export const ELLIPSIS = "…" as const;
export type PageItem = number | typeof ELLIPSIS;

const WINDOW = 5;

/**
 * The page buttons (spec 1 §9): up to five numbers around the current page, then an ellipsis and the
 * last page. Near the end the five numbers reach the last page and no ellipsis is needed.
 */
export function pageNumbers(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= WINDOW + 1) return range(1, total);
  const page = Math.min(Math.max(current, 1), total);
  let start = Math.min(Math.max(page - 2, 1), total - WINDOW + 1);
  // A window ending just before the last page would put an ellipsis over no gap: slide it to the end.
  if (start + WINDOW - 1 === total - 1) start += 1;
  const end = start + WINDOW - 1;
  return end >= total ? range(start, total) : [...range(start, end), ELLIPSIS, total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
