"use client";
import { ReportLoadError } from "@/components/audit/report-load-error";

export default function ReportsError({ reset }: { error: Error; reset: () => void }) {
  return <ReportLoadError reset={reset} />;
}
