// Dates the agreement screens show (spec 2 §9): the long US format, and review periods in whole days.

const LONG_US = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });
const DAY_MS = 86_400_000;

export function longDate(iso: string | null | undefined): string {
  if (!iso) return "Not set";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "Not set" : LONG_US.format(d);
}

/** Spec 2 §4: the days between review start and approval, rounded up; null until both exist. */
export function reviewPeriodDays(startedAt: string | null, approvedAt: string | null): number | null {
  if (!startedAt || !approvedAt) return null;
  const ms = new Date(approvedAt).getTime() - new Date(startedAt).getTime();
  return Number.isNaN(ms) ? null : Math.max(0, Math.ceil(ms / DAY_MS));
}

const LONG_US_TIME = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" });

/** A moment that matters on its own (a signature, a finalization): the long US date with the time. */
export function longDateTime(iso: string | null | undefined): string {
  if (!iso) return "Not set";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "Not set" : LONG_US_TIME.format(d);
}

const LONG_US_UTC = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** A yyyy-MM-dd calendar date (no time zone) in the long US format. */
export function longCalendarDate(day: string | null | undefined): string {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!m) return "Not set";
  return LONG_US_UTC.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}
