import type { QueryClient } from "@tanstack/react-query";

// Query keys are URLs (the default loader GETs the key's parts joined by "/", a trailing object as ?query).
export const hoursKey = (year: number) => ["/api/service-hours", { year }] as const;
export const hoursSummaryKey = (year: number) => ["/api/service-hours/summary", { year }] as const;
export const serviceProgressKey = (year: number) => ["/api/requirements/service-progress", { year }] as const;
export const creditsKey = (year: number) => ["/api/education-credits", { year }] as const;
export const creditsSummaryKey = (year: number) => ["/api/education-credits/summary", { year }] as const;
export const progressKey = (year: number) => ["/api/requirements/progress", { year }] as const;

// The tracking dialogs load their tabs when opened (they open from the side menu on any page); the pages
// themselves read on the server and re-render after an action.
const PREFIXES = ["/api/service-hours", "/api/service-hours/summary", "/api/education-credits", "/api/education-credits/summary", "/api/requirements/service-progress", "/api/requirements/progress"];

/** After any change to an entry: every list, summary and progress figure an open dialog may show. */
export function refreshObligations(qc: QueryClient): Promise<unknown> {
  return Promise.all(PREFIXES.map((prefix) => qc.invalidateQueries({ queryKey: [prefix] })));
}
