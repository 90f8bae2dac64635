"use client";
import type { Column } from "@/components/ui/data-table";
import { ASSIGNMENT_STATUSES } from "@/lib/courses/schemas";
import type { AssignmentView } from "@/lib/courses/types";
import { formatDay, formatInstantDay } from "@/components/courses/course-format";
import { StatusBadge } from "@/components/courses/status-badges";
import { AssignCourseDialog, type AssignChoices } from "@/components/courses/staff/assign-course-dialog";
import { StaffListTab, type StaffList } from "@/components/courses/staff/staff-list-tab";

const muted = (text: string) => <span className="text-slate-500">{text}</span>;

// Column ids are the list's `sort` values.
const columns: Column<AssignmentView>[] = [
  { id: "course", header: "Course", card: "title", className: "min-w-40", cell: (a) => <span className="wrap-anywhere font-medium text-slate-900">{a.course.title}</span> },
  { id: "user", header: "User", nowrap: true, cell: (a) => a.user.username },
  { id: "status", header: "Status", card: "badge", nowrap: true, cell: (a) => <StatusBadge status={a.status} /> },
  { id: "date", header: "Due Date", nowrap: true, cell: (a) => (a.dueDate ? formatDay(a.dueDate) : muted("No due date")) },
  { id: "created", header: "Assigned", nowrap: true, cell: (a) => (a.createdAt ? formatInstantDay(a.createdAt) : muted("Not set")) },
];

export function AssignmentsTab({ list, choices }: { list: StaffList<AssignmentView>; choices: AssignChoices }) {
  return (
    <StaffListTab
      list={list}
      columns={columns}
      statuses={ASSIGNMENT_STATUSES}
      noun={["assignment", "assignments"]}
      label="Course assignments"
      empty={{ title: "No assignments yet", description: "Assign a course to an investor to see it here." }}
      actions={<AssignCourseDialog choices={choices} />}
    />
  );
}
