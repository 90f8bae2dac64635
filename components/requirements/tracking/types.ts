// What the plan page reads on the server for an open tracking dialog (`?open=hours` or `?open=credits`)
// and hands it as props: the year's entries and the figures its Progress tab shows. Client-safe types.
import type { EducationCredit, EducationSummary } from "@/components/requirements/credits/types";
import type { ServiceHoursEntry, ServiceHoursSummary, ServiceProgress } from "@/components/requirements/hours/types";
import type { RequirementsProgressData } from "@/components/requirements/types";

export type HoursTracking = { kind: "hours"; year: number; entries: ServiceHoursEntry[]; summary: ServiceHoursSummary; progress: ServiceProgress };
export type CreditsTracking = { kind: "credits"; year: number; entries: EducationCredit[]; summary: EducationSummary; progress: RequirementsProgressData };
export type TrackingData = HoursTracking | CreditsTracking;
export type TrackingName = TrackingData["kind"];
