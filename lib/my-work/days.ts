// The calendar days "My work" reads for. Client-safe and pure, so tests pass their own clock.

/** yyyy-MM-dd of an instant, in UTC (the server's calendar for due dates, as elsewhere in the portal). */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The day `days` after `day` (yyyy-MM-dd). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

/** How much of the UTC calendar year has passed at `now`, from 0 (New Year) to 1. */
export function elapsedFractionOfYear(now: Date): number {
  const year = now.getUTCFullYear();
  const start = Date.UTC(year, 0, 1);
  return (now.getTime() - start) / (Date.UTC(year + 1, 0, 1) - start);
}
