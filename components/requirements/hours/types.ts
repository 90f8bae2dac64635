// The wire shapes the service-hours screens read: the registry's response schemas
// (lib/api/registry/requirements.ts), so the screens and the server cannot drift apart.
import type { z } from "zod";
import type { evidenceSchema, serviceHoursEntrySchema, serviceHoursSummarySchema, serviceProgressSchema } from "@/lib/api/registry/requirements";

export type Evidence = z.output<typeof evidenceSchema>;
export type ServiceHoursEntry = z.output<typeof serviceHoursEntrySchema>;
export type ServiceHoursSummary = z.output<typeof serviceHoursSummarySchema>;
export type ServiceProgress = z.output<typeof serviceProgressSchema>;
