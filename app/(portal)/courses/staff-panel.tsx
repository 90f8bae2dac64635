import "server-only";
// The staff view's current tab, read on the server from the URL (spec 2 §2): every course (the browser
// sorts and pages them), or one page of assignments or completions as the URL's search, status, sort
// and page ask (the same list queries as GET /api/admin/course-assignments and …/course-completions).
import type { z } from "zod";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/session";
import { listCourses, listStaffAssignments, listStaffCompletions } from "@/lib/courses/queries";
import { assignmentListQuerySchema, completionListQuerySchema } from "@/lib/courses/schemas";
import { listUsers } from "@/lib/users/service";
import { CoursesTab } from "@/components/courses/staff/courses-tab";
import { AssignmentsTab } from "@/components/courses/staff/assignments-tab";
import { CompletionsTab } from "@/components/courses/staff/completions-tab";
import { LIST_PARAMS, STAFF_PAGE_SIZE, type StaffTab } from "@/components/courses/staff/staff-tabs";

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The URL's list parameters as the list query; a hand-edited URL the schema refuses shows the first page. */
function listQuery<S extends typeof assignmentListQuerySchema | typeof completionListQuerySchema>(schema: S, params: SearchParams): z.output<S> {
  const raw = Object.fromEntries(LIST_PARAMS.map((name) => [name, first(params[name])]));
  const parsed = schema.safeParse({ ...raw, pageSize: STAFF_PAGE_SIZE });
  return (parsed.success ? parsed.data : schema.parse({ pageSize: STAFF_PAGE_SIZE })) as z.output<S>;
}

/** What the Assign Course dialog offers: active courses and approved investors. */
async function assignChoices(user: SessionUser) {
  const [courses, users] = await Promise.all([listCourses(user), can(user, "users.read") ? listUsers({ status: "approved" }) : []]);
  return {
    courses: courses.filter((c) => c.isActive).map(({ id, title }) => ({ id, title })),
    investors: users.filter((u) => can(u, "courses.take")).map(({ id, username }) => ({ id, username })),
  };
}

export async function StaffPanel({ user, tab, params }: { user: SessionUser; tab: StaffTab; params: SearchParams }) {
  if (tab === "assignments") {
    const query = listQuery(assignmentListQuerySchema, params);
    const [list, choices] = await Promise.all([listStaffAssignments(user, query), assignChoices(user)]);
    return <AssignmentsTab list={{ ...list, query }} choices={choices} />;
  }
  if (tab === "completions") {
    const query = listQuery(completionListQuerySchema, params);
    return <CompletionsTab list={{ ...(await listStaffCompletions(user, query)), query }} />;
  }
  return <CoursesTab courses={await listCourses(user)} />;
}
