"use client";
import { createColumnHelper } from "@tanstack/react-table";
import { COMPLETION_STATUSES } from "@/lib/courses/schemas";
import type { CompletionWithRefs } from "@/lib/courses/types";
import { CertificateLink } from "@/components/courses/certificate-link";
import { formatDay } from "@/components/courses/course-format";
import { StatusBadge } from "@/components/courses/status-badges";
import { ReviewActions } from "@/components/courses/staff/review-actions";
import { StaffListTab, type StaffList } from "@/components/courses/staff/staff-list-tab";

const col = createColumnHelper<CompletionWithRefs>();

const columns = [
  col.accessor((c) => c.course.title, { id: "course", header: "Course", cell: (c) => <span className="wrap-anywhere font-medium text-slate-900">{c.getValue()}</span> }),
  col.accessor((c) => c.user.username, { id: "user", header: "User" }),
  col.accessor("completionDate", { id: "date", header: "Completed", cell: (c) => formatDay(c.getValue()) }),
  col.accessor("certificateUrl", { id: "certificate", enableSorting: false, header: "Certificate", cell: (c) => <CertificateLink url={c.getValue()} course={c.row.original.course.title} /> }),
  col.accessor("status", { id: "status", header: "Status", cell: (c) => <StatusBadge status={c.getValue()} /> }),
  col.display({ id: "actions", header: () => <span className="sr-only">Actions</span>, cell: (c) => <ReviewActions completion={c.row.original} /> }),
];

export function CompletionsTab({ list }: { list: StaffList<CompletionWithRefs> }) {
  return (
    <StaffListTab
      list={list}
      columns={columns}
      statuses={COMPLETION_STATUSES}
      noun={["completion", "completions"]}
      label="Course completions"
      empty={{ title: "No completions to review" }}
    />
  );
}
