"use client";
import { useOptimistic, useTransition } from "react";
import { usePathname, useRouter } from "next/navigation";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/skeleton";
import { EditsByRecord } from "@/components/audit/edits-by-record";
import { EditsByUser } from "@/components/audit/edits-by-user";
import { PeriodSelect } from "@/components/audit/period-select";
import { RecentEdits } from "@/components/audit/recent-edits";
import { ReportHeader } from "@/components/audit/report-header";
import type { AuditPeriod, AuditReport as Report } from "@/components/audit/types";

/**
 * Spec 1 §2 "Audit report page", for employees: a period of 7, 30 or 90 days (30 first). The period lives
 * in the URL and the page reads the report on the server; while another period loads, the last report
 * stays on screen with a spinner.
 */
export function AuditReport({ report, now: readAt }: { report: Report; now: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const [loading, startTransition] = useTransition();
  const [days, setDays] = useOptimistic(report.days as AuditPeriod);
  const choose = (next: AuditPeriod) =>
    startTransition(() => {
      setDays(next);
      router.replace(`${pathname}?days=${next}`, { scroll: false });
    });
  const now = new Date(readAt);

  return (
    <div className="space-y-6">
      <ReportHeader actions={<PeriodSelect value={days} onChange={choose} />} />
      <div className="space-y-6" aria-busy={loading}>
        <Card>
          <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-5 sm:pt-6">
            <div>
              <p className="text-sm font-medium text-slate-600">Total Edits</p>
              <p className="text-3xl font-semibold tabular-nums text-slate-900" data-testid="total-edits">
                {report.totalEdits}
              </p>
              <p className="text-sm text-slate-500">in the last {report.days} days</p>
            </div>
            {loading && <Spinner label={`Loading the last ${days} days...`} showLabel />}
          </CardContent>
        </Card>
        {/* min-w-0: a wide table scrolls inside its card instead of widening the page. */}
        <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
          <div className="lg:col-span-2">
            <EditsByRecord report={report} now={now} />
          </div>
          <EditsByUser report={report} />
        </div>
        <RecentEdits report={report} now={now} />
      </div>
    </div>
  );
}
