// The deal room's answers as the browser receives them (dates as ISO text): the registry's response
// schemas (lib/api/registry/deal-room.ts), so the screens and the server cannot drift apart.
import type { z } from "zod";
import type { documentSchema, documentStatusSchema, summaryRowSchema } from "@/lib/api/registry/deal-room";

export type DocumentItem = z.output<typeof documentSchema>;

export type DocumentVersionItem = DocumentItem["versions"][number];

export type StatusItem = z.output<typeof documentStatusSchema>;

export type TypeStatusItem = StatusItem["documents"][number];

/** One investor's row of Document Tracking (GET /api/admin/documents/summary). */
export type SummaryRow = z.output<typeof summaryRowSchema>;
