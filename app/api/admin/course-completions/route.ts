import { json, route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { listStaffCompletions } from "@/lib/courses/queries";

export const GET = route(courseEndpoints.staffCompletions, async ({ user, query }) => {
  const { rows, total } = await listStaffCompletions(user, query);
  return json(rows, { headers: { "X-Total-Count": String(total) } });
});
