// The agreement workflow's vocabulary (spec 2 §3, §4, §9), shared by server and screens. Client-safe.

export const TEMPLATE_CATEGORIES = ["msa", "operating_agreement", "investment_terms", "disclosure", "compliance"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** The six workflow statuses in order; `rejected` is terminal and sits outside the order. */
export const ORDERED_VERSION_STATUSES = ["assigned", "reviewing", "redlined", "negotiating", "approved", "finalized"] as const;
export const VERSION_STATUSES = [...ORDERED_VERSION_STATUSES, "rejected"] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export const THREAD_TYPES = ["comment", "change_request", "clarification", "approval"] as const;
export type ThreadType = (typeof THREAD_TYPES)[number];

export const THREAD_STATUSES = ["open", "addressed", "resolved", "dismissed"] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

/** Spec 2 §9: the text of the Negotiation Tracker's Notify button. */
export const NOTIFY_MESSAGE = "Please review the latest comments and provide your response.";

/** Versions that take no new threads, replies or status moves. */
export const LOCKED_STATUSES: readonly VersionStatus[] = ["finalized", "rejected"];

/**
 * Spec 2 §4: (position+1)/6 within the ordered statuses, as a whole percentage. A rejected version sits
 * outside the order: its review ended without an agreement, which no percentage describes (100 % read as done).
 */
export function progressPercent(status: VersionStatus): number | null {
  const position = (ORDERED_VERSION_STATUSES as readonly string[]).indexOf(status);
  if (position < 0) return null;
  return Math.round(((position + 1) / ORDERED_VERSION_STATUSES.length) * 100);
}
