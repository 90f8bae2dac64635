import { route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { listMyCourses } from "@/lib/courses/queries";

export const GET = route(courseEndpoints.myCourses, ({ user }) => listMyCourses(user));
