// One investor's row of Document Tracking, as GET /api/admin/documents/summary sends it.
import type { z } from "zod";
import type { summaryRowSchema } from "@/lib/api/registry/deal-room";

export type SummaryRow = z.output<typeof summaryRowSchema>;
