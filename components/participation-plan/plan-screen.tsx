"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BarChart3, Download, GraduationCap, Printer, Timer } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { addHours } from "@/components/participation-plan/plan-figures";
import { formatHours } from "@/components/requirements/format";
import { HoursMeter } from "@/components/requirements/hours-meter";
import { hoursSummaryKey, progressKey } from "@/components/requirements/query-keys";
import { MonthlyProgress } from "@/components/participation-plan/monthly-progress";
import { PlanScheduleTable } from "@/components/participation-plan/plan-schedule-table";
import { PlanSummaryCards } from "@/components/participation-plan/plan-summary-cards";
import { COMMITMENT_POINTS, PlanTextSection, TRACKING_POINTS } from "@/components/participation-plan/plan-text-sections";
import { ProgressModal } from "@/components/participation-plan/progress-modal";
import type { RequirementsProgressData } from "@/components/participation-plan/types";
import { ServiceHoursDialog } from "@/components/service-hours/service-hours-dialog";
import { EducationCreditsDialog } from "@/components/education-credits/education-credits-dialog";
import type { ServiceHoursSummary } from "@/components/service-hours/types";
import { REQUIRED_HOURS } from "@/lib/requirements/dates";

type Open = "hours" | "credits" | "progress" | null;

/** Spec 2 §2 "Investor Participation Plan" (its own URL, /participation-plan). */
export function PlanScreen({ year }: { year: number }) {
  const [open, setOpen] = useState<Open>(null);
  const close = (next: boolean) => !next && setOpen(null);
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
          <Button onClick={() => setOpen("hours")}>
            <Timer aria-hidden />
            Start Logging Hours
          </Button>
          <Button variant="outline" onClick={() => setOpen("credits")}>
            <GraduationCap aria-hidden />
            Log Education Credits
          </Button>
          <Button variant="outline" onClick={() => setOpen("progress")}>
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
        </div>
      </header>
      <PlanFigures year={year} />
      <div className="grid gap-6 md:grid-cols-2">
        <PlanTextSection title="Tracking & Documentation" points={TRACKING_POINTS} />
        <PlanTextSection title="Investor Commitment" points={COMMITMENT_POINTS} />
      </div>
      <ServiceHoursDialog open={open === "hours"} onOpenChange={close} />
      <EducationCreditsDialog open={open === "credits"} onOpenChange={close} />
      <ProgressModal open={open === "progress"} onOpenChange={close} year={year} />
    </div>
  );
}

function PlanFigures({ year }: { year: number }) {
  const progress = useQuery<RequirementsProgressData>({ queryKey: progressKey(year) });
  const summary = useQuery<ServiceHoursSummary>({ queryKey: hoursSummaryKey(year) });
  if (progress.isPending || summary.isPending) {
    return (
      // A status: only an element with a role may carry a name (axe's aria-prohibited-attr, seen while loading).
      <div role="status" className="grid gap-3" aria-busy="true" aria-label="Loading your plan">
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (progress.isError || summary.isError) {
    return <LoadError message="Error loading progress data. Please try again later." onRetry={() => Promise.all([progress.refetch(), summary.refetch()])} />;
  }
  const p = progress.data;
  const s = summary.data;
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
          <MonthlyProgress year={year} required={REQUIRED_HOURS} />
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
