import type { Metadata } from "next";
import { QueryProvider } from "@/components/query-provider";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { currentYear } from "@/lib/requirements/dates";
import { getMonthlyApprovedHours, getRequirementsProgress } from "@/lib/requirements/progress";
import { getServiceHoursSummary } from "@/lib/requirements/hours/queries";
import { PlanScreen } from "@/components/requirements/plan/plan-screen";

export const metadata: Metadata = { title: "Annual Operating Plan" };

// The investor's own plan for this year, read on the server with the same queries as the routes; employees
// follow every investor's progress in the review screen instead. A write in a dialog re-renders it (the
// action's refresh), so the figures never go stale.
// `?open=hours` or `?open=credits` opens that dialog with its history: where a review's notification leads.
export default async function ParticipationPlanPage({ searchParams }: { searchParams: Promise<{ open?: string }> }) {
  const user = await requireUser();
  if (!can(user, "service-hours.log")) redirect(can(user, "service-hours.review") ? "/service-hours/review?tab=progress" : "/dashboard");
  const year = currentYear();
  const [progress, summary, monthly] = await Promise.all([getRequirementsProgress(user, year), getServiceHoursSummary(user, year), getMonthlyApprovedHours(user, year)]);
  const { open } = await searchParams;
  return (
    <QueryProvider>
      <PlanScreen plan={{ year, progress, summary, monthly }} initialOpen={open === "hours" || open === "credits" ? open : null} />
    </QueryProvider>
  );
}
