"use client";
import { DataTable, type Column } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import type { CompletionWithRefs } from "@/lib/courses/types";
import { CertificateLink } from "@/components/courses/certificate-link";
import { formatDay } from "@/components/courses/course-format";
import { StatusBadge } from "@/components/courses/status-badges";

// A client module because DataTable takes the columns' cell functions.
const columns: Column<CompletionWithRefs>[] = [
  { id: "course", header: "Course", card: "title", cell: (c) => <span className="wrap-anywhere font-medium text-slate-900">{c.course.title}</span> },
  { id: "completionDate", header: "Completion Date", nowrap: true, cell: (c) => formatDay(c.completionDate) },
  { id: "status", header: "Status", card: "badge", nowrap: true, cell: (c) => <StatusBadge status={c.status} /> },
  { id: "certificate", header: "Certificate", card: "actions", cell: (c) => <CertificateLink url={c.certificateUrl} course={c.course.title} /> },
];

/** My Courses' 'Completed' tab (spec 2 §2): a table, cards on a phone. */
export function CompletedCoursesTable({ completions }: { completions: CompletionWithRefs[] }) {
  if (completions.length === 0) return <EmptyState title="No completions yet" description="Submit a completion from one of your assignments." />;
  return <DataTable label="Completed courses" rows={completions} rowKey={(c) => c.id} columns={columns} />;
}
