// How the Edit Activity Report shows an audited value: money as dollars, dates readable, flags as Yes/No,
// long texts shortened. Pure and client-safe. Values arrive as the audit log stores them (JSON: money as
// exact decimal text, dates as ISO text).
import { format } from "date-fns";
import { formatUsd } from "@/lib/format/money";

export type AuditValue = string | number | boolean | null;

const MONEY = new Set(["projectCost"]);
const HOURS = new Set(["hours", "creditHours"]);
const MAX_TEXT = 120;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export const EMPTY_VALUE = "—";

export function formatAuditValue(field: string, value: AuditValue): string {
  if (value === null || value === "") return EMPTY_VALUE;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const text = String(value);
  if (MONEY.has(field)) return formatUsd(text);
  if (HOURS.has(field)) return `${text} h`;
  // Calendar dates are dates wherever the reader is; timestamps are shown in the reader's time zone.
  if (DATE_ONLY.test(text)) return format(new Date(`${text}T00:00:00`), "MMM d, yyyy");
  if (TIMESTAMP.test(text) && !Number.isNaN(Date.parse(text))) return format(new Date(text), "MMM d, yyyy, h:mm a");
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
