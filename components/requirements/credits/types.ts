// The wire shapes the education-credits screens read, from the registry's response schemas.
import type { z } from "zod";
import type { educationCreditEntrySchema, educationSummarySchema } from "@/lib/api/registry/requirements";

export type EducationCredit = z.output<typeof educationCreditEntrySchema>;
export type EducationSummary = z.output<typeof educationSummarySchema>;
