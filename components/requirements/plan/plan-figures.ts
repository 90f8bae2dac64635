// Sums the plan page shows, added as whole hundredths so no float rounding creeps into hours.
import { fromHundredths, toHundredths } from "@/lib/requirements/decimal-hours";

export function addHours(...values: string[]): string {
  return fromHundredths(values.reduce((sum, v) => sum + (toHundredths(v) ?? 0), 0));
}

export type ChartPoint = { month: string; approved: number; cumulative: number; pace: number };

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Each month's approved hours, the running total, and the even pace toward `required` (required/12 a month). */
export function chartPoints(monthly: { month: number; hours: string }[], required: number): ChartPoint[] {
  let running = 0;
  return monthly.map(({ month, hours }) => {
    running += toHundredths(hours) ?? 0;
    return {
      month: MONTHS[month - 1],
      approved: (toHundredths(hours) ?? 0) / 100,
      cumulative: running / 100,
      pace: Math.round((required * month * 100) / 12) / 100,
    };
  });
}
