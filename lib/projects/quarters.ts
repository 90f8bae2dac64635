// Deployment quarters roll with the calendar (issue 19): spec 1 lists Q1'24–Q4'25, written in 2025, and
// in late 2026 no deal could have been planned for 2026 or 2027. The form, the import and the API take
// every quarter from Q1'24 to the end of next year; the table's filter offers the quarters in the data.
export const FIRST_YEAR = 2024;

export type Quarter = `Q${1 | 2 | 3 | 4}'${string}`;

const QUARTER_SHAPE = /^Q([1-4])'(\d\d)$/;

/** Q1'24 up to Q4 of the year after `now`'s, oldest first. */
export function offeredQuarters(now: Date = new Date()): Quarter[] {
  const last = now.getUTCFullYear() + 1;
  const out: Quarter[] = [];
  for (let year = FIRST_YEAR; year <= last; year++) for (const q of [1, 2, 3, 4] as const) out.push(`Q${q}'${String(year % 100).padStart(2, "0")}`);
  return out;
}

export function isOfferedQuarter(value: string, now: Date = new Date()): value is Quarter {
  const m = QUARTER_SHAPE.exec(value);
  if (!m) return false;
  const year = 2000 + Number(m[2]);
  return year >= FIRST_YEAR && year <= now.getUTCFullYear() + 1;
}

/** Chronological order (the text sorts Q1'25 before Q2'24). */
export function compareQuarters(a: string, b: string): number {
  const key = (q: string) => q.slice(3) + q.slice(1, 2);
  return key(a).localeCompare(key(b));
}
