// How the course screens write days and credit hours. Client-safe.
import { format, parseISO } from "date-fns";
import { COURSE_CATEGORIES, type CourseCategory } from "@/lib/courses/schemas";

/** "2026-03-04" → "Mar 4, 2026" (a calendar day: no time zone shifts it). */
export const formatDay = (day: string) => format(parseISO(day), "MMM d, yyyy");

/** An instant's day in the viewer's zone. */
export const formatInstantDay = (instant: string) => format(new Date(instant), "MMM d, yyyy");

export { formatHours, hoursPhrase } from "@/lib/requirements/decimal-hours";

export const CATEGORY_LABELS: Record<CourseCategory, string> = Object.fromEntries(
  COURSE_CATEGORIES.map((c) => [c, c.charAt(0).toUpperCase() + c.slice(1)]),
) as Record<CourseCategory, string>;
