import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import { yearQuerySchema } from "@/lib/requirements/schemas";
import { currentYear } from "@/lib/requirements/dates";
import { getRequirementsProgress } from "@/lib/requirements/progress";
import { getServiceHoursSummary } from "@/lib/requirements/hours/queries";
import { AutoPrint } from "@/components/requirements/plan/auto-print";
import { PrintablePlan } from "@/components/requirements/plan/printable-plan";

export const metadata: Metadata = { title: "Annual Operating Plan (print)" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Export Plan's window: the plan with the investor's figures, outside the portal's chrome, printing itself. */
export default async function PrintPlanPage({ searchParams }: Props) {
  const user = await requireUser();
  if (!can(user, "service-hours.log")) redirect(can(user, "service-hours.review") ? "/service-hours/review?tab=progress" : "/dashboard");
  const raw = (await searchParams).year;
  const parsed = yearQuerySchema.safeParse({ year: typeof raw === "string" ? raw : undefined });
  const year = parsed.success ? parsed.data.year : currentYear();
  const [progress, summary] = await Promise.all([getRequirementsProgress(user, year), getServiceHoursSummary(user, year)]);
  return (
    <main className="min-h-dvh bg-white py-6 print:py-0">
      <div className="mx-auto mb-4 flex max-w-3xl justify-end px-8 print:hidden">
        <AutoPrint />
      </div>
      <PrintablePlan investor={user.username} companyName={env.branding.companyName} progress={progress} summary={summary} printedAt={new Date()} />
    </main>
  );
}
