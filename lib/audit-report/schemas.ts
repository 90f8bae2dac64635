// The report's query, client-safe: the route and the route registry read it without loading the report's queries.
import { z } from "zod";

export const AUDIT_PERIODS = ["7", "30", "90"] as const;

export const auditReportQuerySchema = z.object({
  days: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(AUDIT_PERIODS, { error: "days must be 7, 30 or 90" }).default("30").transform(Number),
  ),
});
