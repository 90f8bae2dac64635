import { type ServiceCategory, SERVICE_CATEGORY_LABELS } from "@/lib/requirements/categories";
// Spec 2 §9: the participation plan's seven activities, one per service-hour category. Client-safe.

export type PlanActivity = { category: ServiceCategory; activity: string; schedule: string; minHours: number; maxHours: number };

export const PLAN_ACTIVITIES: readonly PlanActivity[] = [
  { category: "operations_oversight", activity: SERVICE_CATEGORY_LABELS.operations_oversight, schedule: "12 × 1 hr (monthly)", minHours: 12, maxHours: 12 },
  { category: "capital_deployment", activity: SERVICE_CATEGORY_LABELS.capital_deployment, schedule: "4 × 3 hr (quarterly)", minHours: 12, maxHours: 12 },
  { category: "due_diligence", activity: SERVICE_CATEGORY_LABELS.due_diligence, schedule: "2–3 per year × 4 hr", minHours: 8, maxHours: 12 },
  { category: "compliance", activity: SERVICE_CATEGORY_LABELS.compliance, schedule: "5 × 2 hr", minHours: 10, maxHours: 10 },
  { category: "communications", activity: SERVICE_CATEGORY_LABELS.communications, schedule: "12 × 1 hr (monthly)", minHours: 12, maxHours: 12 },
  { category: "monitoring", activity: SERVICE_CATEGORY_LABELS.monitoring, schedule: "50 × 1 hr (weekly)", minHours: 50, maxHours: 50 },
  { category: "special_projects", activity: SERVICE_CATEGORY_LABELS.special_projects, schedule: "1–2 × 5 hr", minHours: 5, maxHours: 10 },
];

// Summed from the activities: 109 to 118 hours. (The spec's "109 to 128" does not match its own rows;
// README "Deliberate differences".)
export const PLANNED_TOTAL = {
  min: PLAN_ACTIVITIES.reduce((sum, a) => sum + a.minHours, 0),
  max: PLAN_ACTIVITIES.reduce((sum, a) => sum + a.maxHours, 0),
};

/** "8–12" or "12": an activity's planned hours as the plan writes them. */
export function plannedHours(a: Pick<PlanActivity, "minHours" | "maxHours">): string {
  return a.minHours === a.maxHours ? String(a.minHours) : `${a.minHours}–${a.maxHours}`;
}
