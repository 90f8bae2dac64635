import { ReportHeader } from "@/components/audit/report-header";
import { ReportSkeleton } from "@/components/audit/report-skeleton";

export default function Loading() {
  return (
    <div className="space-y-6">
      <ReportHeader />
      <ReportSkeleton />
    </div>
  );
}
