"use client";
import { createColumnHelper } from "@tanstack/react-table";
import { ASSIGNMENT_STATUSES } from "@/lib/courses/schemas";
import type { AssignmentView } from "@/lib/courses/types";
import { formatDay, formatInstantDay } from "@/components/courses/course-format";
import { StatusBadge } from "@/components/courses/status-badges";
import { AssignCourseDialog, type AssignChoices } from "@/components/courses/staff/assign-course-dialog";
import { StaffListTab, type StaffList } from "@/components/courses/staff/staff-list-tab";

const col = createColumnHelper<AssignmentView>();
const muted = (text: string) => <span className="text-slate-500">{text}</span>;

const columns = [
  col.accessor((a) => a.course.title, { id: "course", header: "Course", cell: (c) => <span className="wrap-anywhere font-medium text-slate-900">{c.getValue()}</span> }),
  col.accessor((a) => a.user.username, { id: "user", header: "User" }),
  col.accessor("status", { id: "status", header: "Status", cell: (c) => <StatusBadge status={c.getValue()} /> }),
  col.accessor("dueDate", { id: "date", header: "Due Date", cell: (c) => (c.getValue() ? formatDay(c.getValue()!) : muted("No due date")) }),
  col.accessor("createdAt", { id: "created", header: "Assigned", cell: (c) => (c.getValue() ? formatInstantDay(c.getValue()) : muted("Not set")) }),
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
