// The projects' value lists without zod, so client code that needs only a list (the board's links on the
// dashboard) does not load the schema library; schemas.ts builds its enums from these.
export const STAGES = ["Pipeline", "Best Case", "Committed", "Contracted", "Deployed"] as const;
export const TYPES = ["L2", "L3"] as const;
export const PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export const TASK_STATUSES = ["pending", "in_progress", "completed", "blocked"] as const;
export const SORT_KEYS = ["quarter", "stage", "client", "type", "chargers", "spaces", "cost", "itc"] as const;

export type Stage = (typeof STAGES)[number];
export type ProjectType = (typeof TYPES)[number];
export type Priority = (typeof PRIORITIES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type SortKey = (typeof SORT_KEYS)[number];
