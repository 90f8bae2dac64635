// The vocabulary service hours, education credits and the participation requirement share: the plan's
// seven service categories (spec 2 §9), the learning categories, and where an entry's evidence is
// served. It sits at the top of lib/requirements, beside hours/ and credits/, because the requirement's
// reads (plan, review queue, year-end export) name both kinds of entry. Client-safe.

export const SERVICE_CATEGORIES = [
  "operations_oversight",
  "capital_deployment",
  "due_diligence",
  "compliance",
  "communications",
  "monitoring",
  "special_projects",
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** The plan's names for the seven categories (spec 2 §9). */
export const SERVICE_CATEGORY_LABELS: Record<ServiceCategory, string> = {
  operations_oversight: "Operations Oversight",
  capital_deployment: "Capital Deployment Reviews",
  due_diligence: "Due Diligence & Site Engagement",
  compliance: "Compliance & Reporting",
  communications: "Investor & Stakeholder Communications",
  monitoring: "Monitoring & Analysis",
  special_projects: "Special Projects",
};

export const LEARNING_CATEGORIES = ["technical", "financial", "legal", "environmental", "safety", "management", "other"] as const;
export type LearningCategory = (typeof LEARNING_CATEGORIES)[number];
/** How a learning category reads wherever it is shown: as the form offers it ("Technical"). */
export const LEARNING_CATEGORY_LABELS = Object.fromEntries(LEARNING_CATEGORIES.map((c) => [c, c.charAt(0).toUpperCase() + c.slice(1)])) as Record<LearningCategory, string>;

/** A service-hours entry's evidence file, as every read presents it. */
export type Evidence = { fileName: string; contentType: string; size: number; url: string };

export const evidenceUrl = (entryId: string) => `/api/service-hours/${encodeURIComponent(entryId)}/evidence`;
