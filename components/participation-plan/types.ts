// The wire shapes the plan page reads, from the registry's response schemas.
import type { z } from "zod";
import type { monthlyHoursSchema, requirementsProgressSchema } from "@/lib/api/registry/obligations";

export type RequirementsProgressData = z.output<typeof requirementsProgressSchema>;
export type MonthlyHours = z.output<typeof monthlyHoursSchema>[number];
