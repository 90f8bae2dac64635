"use client";
import type { Column } from "@/components/ui/data-table";
import { COMPLETION_STATUSES } from "@/lib/courses/schemas";
import type { CompletionWithRefs } from "@/lib/courses/types";
import { CertificateLink } from "@/components/courses/certificate-link";
import { formatDay } from "@/components/courses/course-format";
import { StatusBadge } from "@/components/courses/status-badges";
import { ReviewActions } from "@/components/courses/staff/review-actions";
import { StaffListTab, type StaffList } from "@/components/courses/staff/staff-list-tab";

// Column ids are the list's `sort` values (the certificate and the actions do not sort).
const columns: Column<CompletionWithRefs>[] = [
  { id: "course", header: "Course", card: "title", className: "min-w-40", cell: (c) => <span className="wrap-anywhere font-medium text-slate-900">{c.course.title}</span> },
  { id: "user", header: "User", nowrap: true, cell: (c) => c.user.username },
  { id: "date", header: "Completed", nowrap: true, cell: (c) => formatDay(c.completionDate) },
  { id: "certificate", header: "Certificate", card: "wide", nowrap: true, cell: (c) => <CertificateLink url={c.certificateUrl} course={c.course.title} /> },
  { id: "status", header: "Status", card: "badge", nowrap: true, cell: (c) => <StatusBadge status={c.status} /> },
  { id: "actions", header: "Actions", hiddenHeader: true, card: "actions", nowrap: true, cell: (c) => <ReviewActions completion={c} /> },
];

export function CompletionsTab({ list }: { list: StaffList<CompletionWithRefs> }) {
  return <StaffListTab list={list} columns={columns} statuses={COMPLETION_STATUSES} noun={["completion", "completions"]} label="Course completions" empty={{ title: "No completions to review" }} />;
}
