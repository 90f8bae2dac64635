import type { z } from "zod";
import type { investorProgressSchema, queuedCreditSchema, queuedServiceHoursSchema } from "@/lib/api/registry/obligations";

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

// The registry's response schemas (lib/api/registry/obligations.ts): the screens and the server cannot drift apart.
export type QueuedHours = z.output<typeof queuedServiceHoursSchema>;
export type QueuedCredit = z.output<typeof queuedCreditSchema>;
export type InvestorProgressRow = z.output<typeof investorProgressSchema>;

export type QueueKind = "service-hours" | "education-credits";
export type QueueFilters = { year: number; status: "pending" | "approved" | "rejected" | "all"; investor: string; page: number };

// Here, not in the "use client" screen: the page (a server component) reads the list itself.
export const REVIEW_TABS = ["hours", "credits", "progress"] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];
