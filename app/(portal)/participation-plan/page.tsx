import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { currentYear } from "@/lib/requirements/dates";
import { getMonthlyApprovedHours, getRequirementsProgress } from "@/lib/requirements/progress";
import { getServiceHoursSummary } from "@/lib/requirements/hours/queries";
import { readTracking } from "@/app/(portal)/_views/tracking";
import { PlanScreen } from "@/components/requirements/plan/plan-screen";
import { PLAN_DIALOGS, type PlanDialog } from "@/components/requirements/plan/plan-dialogs";

export const metadata: Metadata = { title: "Annual Operating Plan" };

const DIALOGS: readonly PlanDialog[] = PLAN_DIALOGS;

// The investor's own plan for this year, read on the server with the same queries as the routes; employees
// follow every investor's progress in the review screen instead. A write in a dialog re-renders it (the
// action's refresh), so the figures and the open dialog's lists never go stale.
// `?open=hours` or `?open=credits` opens that dialog with its history (where a review's notification
// leads); the page reads that dialog's entries and figures too. `?open=progress` opens My Progress.
export default async function ParticipationPlanPage({ searchParams }: { searchParams: Promise<{ open?: string }> }) {
  const user = await requireUser();
  if (!can(user, "service-hours.log")) redirect(can(user, "service-hours.review") ? "/service-hours/review?tab=progress" : "/dashboard");
  const year = currentYear();
  const { open: asked } = await searchParams;
  const open = DIALOGS.find((d) => d === asked) ?? null;
  const figures = Promise.all([getRequirementsProgress(user, year), getServiceHoursSummary(user, year)]).then(([progress, summary]) => ({ progress, summary }));
  const [{ progress, summary }, monthly, tracking] = await Promise.all([
    figures,
    getMonthlyApprovedHours(user, year),
    open === "hours" || open === "credits" ? readTracking(user, year, open, figures) : null,
  ]);
  return <PlanScreen plan={{ year, progress, summary, monthly }} open={open} tracking={tracking} />;
}
