import "server-only";
// The open tracking dialog's data on the plan page (`?open=hours` or `?open=credits`): the year's entries
// and the figures its Progress tab shows, through the same services (and checks) as the API's reads. The
// plan's own figures are reused where the dialog shows the same ones.
import { z } from "zod";
import { asWire } from "@/lib/wire";
import { educationCreditEntrySchema, serviceHoursEntrySchema } from "@/lib/api/registry/requirements";
import { listServiceHours, type ServiceHoursSummary } from "@/lib/requirements/hours/queries";
import { getEducationSummary, listEducationCredits } from "@/lib/requirements/credits/queries";
import { getServiceProgress, type RequirementsProgress } from "@/lib/requirements/progress";
import type { SessionUser } from "@/lib/session";
import type { TrackingData, TrackingName } from "@/components/requirements/tracking/types";

type Plan = { progress: RequirementsProgress; summary: ServiceHoursSummary };

/** `plan` is the page's own read, still on its way: the dialog's reads run beside it. */
export async function readTracking(user: SessionUser, year: number, open: TrackingName, plan: Promise<Plan>): Promise<TrackingData> {
  if (open === "hours") {
    const [entries, progress, { summary }] = await Promise.all([listServiceHours(user, year), getServiceProgress(user, year), plan]);
    return { kind: "hours", year, entries: asWire(z.array(serviceHoursEntrySchema), entries), summary, progress };
  }
  const [entries, summary, { progress }] = await Promise.all([listEducationCredits(user, year), getEducationSummary(user, year), plan]);
  return { kind: "credits", year, entries: asWire(z.array(educationCreditEntrySchema), entries), summary, progress };
}
