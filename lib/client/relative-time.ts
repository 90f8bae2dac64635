// The audit report's "when" column (spec 1 §9): 'Xd ago', 'Xh ago', 'Xm ago', 'Just now' or 'Never'.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `when` was, in the largest whole unit (days, hours, minutes). Under a minute, and any
 * time slightly ahead of this browser's clock (a server clock a little ahead), reads 'Just now'.
 */
export function relativeTime(when: string | Date | null | undefined, now: Date = new Date()): string {
  if (when === null || when === undefined || when === "") return "Never";
  const at = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(at.getTime())) return "Never";
  const elapsed = now.getTime() - at.getTime();
  if (elapsed >= DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  if (elapsed >= HOUR) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed >= MINUTE) return `${Math.floor(elapsed / MINUTE)}m ago`;
  return "Just now";
}
