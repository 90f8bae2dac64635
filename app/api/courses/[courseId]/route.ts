import { route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { getCourse } from "@/lib/courses/queries";

export const GET = route(courseEndpoints.get, ({ user, params }) => getCourse(user, params.courseId));
