import { json, route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { listStaffAssignments } from "@/lib/courses/queries";
import { assignCourse } from "@/lib/courses/service";

export const GET = route(courseEndpoints.staffAssignments, async ({ user, query }) => {
  const { rows, total } = await listStaffAssignments(user, query);
  return json(rows, { headers: { "X-Total-Count": String(total) } });
});

export const POST = route(courseEndpoints.assign, async ({ user, body }) => json(await assignCourse(user, body), { status: 201 }));
