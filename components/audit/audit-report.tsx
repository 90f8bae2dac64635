"use client";
import { useState } from "react";
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton, Spinner } from "@/components/ui/skeleton";
import { EditsByRecord } from "@/components/audit/edits-by-record";
import { EditsByUser } from "@/components/audit/edits-by-user";
import { PeriodSelect } from "@/components/audit/period-select";
import { RecentEdits } from "@/components/audit/recent-edits";
import { ReportHeader } from "@/components/audit/report-header";
import { DEFAULT_PERIOD, type AuditPeriod } from "@/components/audit/types";
import { useAuditReport } from "@/components/audit/use-audit-report";

/** Spec 1 §2 "Audit report page", for employees: a period of 7, 30 or 90 days (30 first). */
export function AuditReport() {
  const [days, setDays] = useState<AuditPeriod>(DEFAULT_PERIOD);
  const report = useAuditReport(days);
  const now = new Date();

  return (
    <div className="space-y-6">
      <ReportHeader actions={<PeriodSelect value={days} onChange={setDays} />} />
      {report.isPending ? (
        <ReportSkeleton />
      ) : report.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center text-red-900">
          <AlertTriangle className="size-8 text-red-600" aria-hidden />
          <h2 className="text-lg font-semibold">Error Loading Report</h2>
          <p className="text-sm">{report.error.message}</p>
          <Button variant="outline" onClick={() => report.refetch()} disabled={report.isFetching}>
            Try Again
          </Button>
        </div>
      ) : (
        <div className="space-y-6" aria-busy={report.isPlaceholderData}>
          <Card>
            <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-5 sm:pt-6">
              <div>
                <p className="text-sm font-medium text-slate-600">Total Edits</p>
                <p className="text-3xl font-semibold tabular-nums text-slate-900" data-testid="total-edits">
                  {report.data.totalEdits}
                </p>
                <p className="text-sm text-slate-500">in the last {report.data.days} days</p>
              </div>
              {report.isPlaceholderData && <Spinner label={`Loading the last ${days} days...`} showLabel />}
            </CardContent>
          </Card>
          {/* min-w-0: a wide table scrolls inside its card instead of widening the page. */}
          <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
            <div className="lg:col-span-2">
              <EditsByRecord report={report.data} now={now} />
            </div>
            <EditsByUser report={report.data} />
          </div>
          <RecentEdits report={report.data} now={now} />
        </div>
      )}
    </div>
  );
}

function ReportSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading report">
      <Skeleton className="h-28" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 lg:col-span-2" />
        <Skeleton className="h-64" />
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}
