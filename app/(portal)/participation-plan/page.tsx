import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { currentYear } from "@/lib/requirements/dates";
import { PlanScreen } from "@/components/participation-plan/plan-screen";

export const metadata: Metadata = { title: "Annual Operating Plan" };

// The investor's own plan; employees follow every investor's progress in the review screen instead.
export default async function ParticipationPlanPage() {
  const user = await requireUser();
  if (!can(user, "service-hours.log")) redirect(can(user, "service-hours.review") ? "/service-hours/review?tab=progress" : "/dashboard");
  return <PlanScreen year={currentYear()} />;
}
