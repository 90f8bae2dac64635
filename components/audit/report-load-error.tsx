"use client";
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ReportHeader } from "@/components/audit/report-header";

/** Spec 1 §2, §8: a failed load reads 'Error Loading Report' / 'Failed to fetch audit report', with Try Again. */
export function ReportLoadError({ retry }: { retry: () => void }) {
  return (
    <div className="space-y-6">
      <ReportHeader />
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center text-red-900">
        <AlertTriangle className="size-8 text-red-600" aria-hidden />
        <h2 className="text-lg font-semibold">Error Loading Report</h2>
        <p className="text-sm">Failed to fetch audit report</p>
        <Button variant="outline" onClick={retry}>
          Try Again
        </Button>
      </div>
    </div>
  );
}
