// Dates on the wire (DESIGN.md): a calendar date is exactly yyyy-MM-dd and exists on the calendar; where
// a time is meant, a full ISO 8601 instant with a real clock time and offset. Nothing looser.
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/** True for a yyyy-MM-dd that exists on the calendar (not 2025-02-30, not 2025-13-45). */
export function isCalendarDate(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** True for an ISO 8601 instant: a real date, 00:00–23:59(:59), and an offset within ±14:00. */
export function isIsoInstant(text: string): boolean {
  const m = INSTANT.exec(text);
  if (!m || !isCalendarDate(m[1])) return false;
  const [hours, minutes, seconds] = [m[2], m[3], m[4] ?? "0"].map(Number);
  if (hours > 23 || minutes > 59 || seconds > 59) return false;
  if (m[5] !== "Z") {
    const [offsetHours, offsetMinutes] = [Number(m[7]), Number(m[8])];
    if (offsetHours > 14 || offsetMinutes > 59 || (offsetHours === 14 && offsetMinutes > 0)) return false;
  }
  return !Number.isNaN(new Date(text).getTime());
}

/** yyyy-MM-dd, or an ISO instant whose date part is taken: the two forms a date field accepts. */
export function dateOrInstantDay(text: string): string | null {
  if (isCalendarDate(text)) return text;
  return isIsoInstant(text) ? text.slice(0, 10) : null;
}

// "Today" for a date the user picked in their own time zone. The server cannot know that zone, so a day
// counts as in the future only once it has begun nowhere on Earth (after today in UTC+14), and as in the
// past only once it has ended everywhere (before today in UTC-12).
const HOUR = 3_600_000;
const dayAt = (now: Date, offsetHours: number) => new Date(now.getTime() + offsetHours * HOUR).toISOString().slice(0, 10);

/** The latest calendar date anywhere right now: a date after it is in the future for everyone. */
export const latestToday = (now = new Date()) => dayAt(now, 14);

/** The earliest calendar date anywhere right now: a date before it is in the past for everyone. */
export const earliestToday = (now = new Date()) => dayAt(now, -12);

/** Today in the running code's own zone (the browser's), as yyyy-MM-dd: a form's default and its date pickers' bounds. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
