"use client";
import { ReportLoadError } from "@/components/audit/report-load-error";

export default function ReportsError({ retry }: { retry: () => void }) {
  return <ReportLoadError retry={retry} />;
}
