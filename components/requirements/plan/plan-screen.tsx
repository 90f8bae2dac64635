"use client";
import { BarChart3, Download, FileArchive, FileText, GraduationCap, Printer, Timer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { addHours } from "@/components/requirements/plan/plan-figures";
import { formatHours } from "@/components/requirements/format";
import { HoursMeter } from "@/components/requirements/hours-meter";
import { MonthlyProgress } from "@/components/requirements/plan/monthly-progress";
import { PlanScheduleTable } from "@/components/requirements/plan/plan-schedule-table";
import { PlanSummaryCards } from "@/components/requirements/plan/plan-summary-cards";
import { COMMITMENT_POINTS, PlanTextSection, TRACKING_POINTS } from "@/components/requirements/plan/plan-text-sections";
import { ProgressModal } from "@/components/requirements/plan/progress-modal";
import type { PlanData } from "@/components/requirements/plan/types";
import { TrackingDialog } from "@/components/requirements/tracking/tracking-dialog";
import type { TrackingData } from "@/components/requirements/tracking/types";
import { HOURS_TRACKING } from "@/components/requirements/hours/hours-kind";
import { CREDITS_TRACKING } from "@/components/requirements/credits/credits-kind";
import { useUrlDialog } from "@/components/shared/use-url-dialog";
import { REQUIRED_HOURS } from "@/lib/requirements/dates";
import type { PlanDialog } from "@/components/requirements/plan/plan-dialogs";

type Props = { plan: PlanData; open: PlanDialog | null; tracking: TrackingData | null };

/**
 * Spec 2 §2 "Investor Participation Plan" (its own URL, /participation-plan), with the figures the page read.
 * Its dialogs open by `?open=`; for a tracking dialog the page also read its entries and figures (`tracking`).
 */
export function PlanScreen({ plan, open, tracking }: Props) {
  const { year } = plan;
  const { shown, openDialog, onOpenChange } = useUrlDialog(open);
  // Spec 2 §9: the printable plan opens in a new window, which prints itself 250 ms later.
  const exportPlan = () => window.open(`/print/participation-plan?year=${year}`, "_blank", "noopener");
  return (
    // One column of minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page.
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-medium text-emerald-700">Investor Participation Plan · {year}</p>
          <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">Annual Operating Plan</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Material participation means at least {REQUIRED_HOURS} hours a year in the operations of your charger deployments. This plan spreads them over seven activities.
          </p>
        </div>
        <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
          <Button onClick={() => openDialog("hours")}>
            <Timer aria-hidden />
            Start Logging Hours
          </Button>
          <Button variant="outline" onClick={() => openDialog("credits")}>
            <GraduationCap aria-hidden />
            Log Education Credits
          </Button>
          <Button variant="outline" onClick={() => openDialog("progress")}>
            <BarChart3 aria-hidden />
            View My Progress
          </Button>
          <Button variant="outline" onClick={exportPlan}>
            <Printer aria-hidden />
            Export Plan
          </Button>
          <a className={buttonVariants({ variant: "outline" })} href={`/api/requirements/export?year=${year}`} download>
            <Download aria-hidden />
            Year-end CSV
          </a>
          {/* Issue 22 §4: the year's tax pack for the investor's tax advisor, and a ZIP with the evidence files. */}
          <a className={buttonVariants({ variant: "outline" })} href={`/api/tax-pack?year=${year}`} download>
            <FileText aria-hidden />
            Tax pack (PDF)
          </a>
          <a className={buttonVariants({ variant: "outline" })} href={`/api/tax-pack/zip?year=${year}`} download>
            <FileArchive aria-hidden />
            Tax pack + evidence (ZIP)
          </a>
        </div>
      </header>
      <PlanFigures plan={plan} />
      <div className="grid gap-6 md:grid-cols-2">
        <PlanTextSection title="Tracking & Documentation" points={TRACKING_POINTS} />
        <PlanTextSection title="Investor Commitment" points={COMMITMENT_POINTS} />
      </div>
      <TrackingDialog kind={HOURS_TRACKING} open={shown === "hours"} onOpenChange={onOpenChange} data={tracking?.kind === "hours" ? tracking : null} />
      <TrackingDialog kind={CREDITS_TRACKING} open={shown === "credits"} onOpenChange={onOpenChange} data={tracking?.kind === "credits" ? tracking : null} />
      <ProgressModal open={shown === "progress"} onOpenChange={onOpenChange} year={year} progress={plan.progress} />
    </div>
  );
}

function PlanFigures({ plan: { year, progress: p, summary: s, monthly } }: { plan: PlanData }) {
  return (
    <>
      <PlanSummaryCards progress={p} />
      <Card>
        <CardHeader>
          <CardTitle>Annual Participation Target</CardTitle>
          <CardDescription>Approved service hours and education credits count toward {formatHours(p.requiredHours)} hours.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <HoursMeter label={`Approved in ${year}`} hours={p.totalHours} required={p.requiredHours} percentage={p.progressPercentage} />
          <MonthlyProgress year={year} monthly={monthly} required={REQUIRED_HOURS} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Activity Schedule</CardTitle>
          <CardDescription>The seven plan activities, with the hours you have logged and had approved this year.</CardDescription>
        </CardHeader>
        <CardContent>
          <PlanScheduleTable year={year} breakdown={s.categoryBreakdown} approvedTotal={s.approvedHours} loggedTotal={addHours(s.approvedHours, s.pendingHours)} />
        </CardContent>
      </Card>
    </>
  );
}
