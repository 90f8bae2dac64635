// The calendar rules every requirements date shares. Client-safe.
import { dateOrInstantDay } from "@/lib/validation/dates";

export const EARLIEST_DATE = "1900-01-01";
export const REQUIRED_HOURS = 100;
// A year query older or newer than this is a typo, not a plan year.
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

/**
 * The latest calendar date accepted as "not in the future": today where it is latest on Earth (UTC+14).
 * A server clock in UTC would otherwise refuse an investor in Auckland logging the work of their today.
 */
export function latestAcceptedDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

export function currentYear(now: Date = new Date()): number {
  return now.getUTCFullYear();
}

/** [first day of the year, first day of the next year) as yyyy-MM-dd, for range queries on a date column. */
export function yearRange(year: number): { from: string; to: string } {
  const pad = (y: number) => String(y).padStart(4, "0");
  return { from: `${pad(year)}-01-01`, to: `${pad(year + 1)}-01-01` };
}

/** The yyyy-MM-dd day a field carries, or null (an instant keeps its date part, as elsewhere). */
export function calendarDay(value: unknown): string | null {
  return typeof value === "string" ? dateOrInstantDay(value.trim()) : null;
}
