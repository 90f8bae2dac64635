import { route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { listMyAssignments } from "@/lib/courses/queries";

export const GET = route(courseEndpoints.myAssignments, ({ user }) => listMyAssignments(user));
