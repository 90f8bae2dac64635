// Hours and credit hours are Decimal(5,2): they travel as decimal text and are checked and compared as
// whole hundredths, so no binary float ever decides whether 0.1 + 0.2 is a valid step. Client-safe.
const DECIMAL = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "2.5" → 250, "12" → 1200; null for anything that is not a plain decimal within Decimal(5,2). */
export function toHundredths(text: string): number | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** 250 → "2.50": the exact text a Decimal(5,2) column returns. */
export function fromHundredths(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

/** A number or numeric text as the decimal text it stands for ("" for anything else). */
export function decimalText(value: unknown): string {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return typeof value === "string" ? value.trim() : "";
}

/** "12.50" → "12.5", "100.00" → "100": how hours read on screen. */
export function formatHours(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") || "0" : text;
}

/** "1.00" → "1 hour", "2.50" → "2.5 hours", ("1.00", "credit hour") → "1 credit hour": a count as people say it. */
export function hoursPhrase(text: string, unit: "hour" | "credit hour" | "service hour" = "hour"): string {
  const shown = formatHours(text);
  return `${shown} ${shown === "1" ? unit : `${unit}s`}`;
}
