// The wire shapes the plan page reads on the server, from the registry's response schemas.
import type { z } from "zod";
import type { monthlyHoursSchema } from "@/lib/api/registry/requirements";
import type { ServiceHoursSummary } from "@/components/requirements/hours/types";
import type { RequirementsProgressData } from "@/components/requirements/types";

export type MonthlyHours = z.output<typeof monthlyHoursSchema>[number];

/** Everything the plan shows, read on the server for the page's year. */
export type PlanData = { year: number; progress: RequirementsProgressData; summary: ServiceHoursSummary; monthly: MonthlyHours[] };
