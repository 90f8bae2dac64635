// Display helpers for the requirements screens. Client-safe.
import { format } from "date-fns";
import { formatHours, hoursPhrase } from "@/lib/requirements/decimal-hours";

export { formatHours, hoursPhrase };

/** "2026-03-05" → "Mar 5, 2026" (a calendar date, never shifted by the browser's time zone). */
export function shortDate(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return format(new Date(y, m - 1, d), "MMM d, yyyy");
}

/** Spec 2 §9: print-style dates use the long US format, "March 5, 2026". */
export function longUsDate(date: Date): string {
  return format(date, "MMMM d, yyyy");
}

/** Today as yyyy-MM-dd in the browser's own calendar: the default and the upper bound of date fields. */
export function todayIso(now: Date = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
