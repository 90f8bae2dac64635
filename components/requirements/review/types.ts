import type { z } from "zod";
import type { investorProgressSchema, queuedCreditSchema, queuedServiceHoursSchema } from "@/lib/api/registry/requirements";
import type { QUEUE_STATUSES } from "@/lib/requirements/schemas";

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

// The registry's response schemas (lib/api/registry/requirements.ts): the screens and the server cannot drift apart.
export type QueuedHours = z.output<typeof queuedServiceHoursSchema>;
export type QueuedCredit = z.output<typeof queuedCreditSchema>;
export type InvestorProgressRow = z.output<typeof investorProgressSchema>;

export type QueueKind = "service-hours" | "education-credits";

// Here, not in the "use client" screen: the page (a server component) reads the list itself.
export const REVIEW_TABS = ["hours", "credits", "progress"] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];
export const REVIEW_PAGE_SIZE = 25;

/** What the screen shows, all of it in the URL (?tab=&year=&status=&investor=&search=&page=) and read on the server. */
export type ReviewView = { tab: ReviewTab; year: number; status: (typeof QUEUE_STATUSES)[number]; investor: string; search: string; page: number };

/** The current tab's rows, read on the server for the view. */
export type ReviewContent =
  | { tab: "hours"; list: Page<QueuedHours> }
  | { tab: "credits"; list: Page<QueuedCredit> }
  | { tab: "progress"; list: Page<InvestorProgressRow> };

export type InvestorChoice = { id: string; username: string };
