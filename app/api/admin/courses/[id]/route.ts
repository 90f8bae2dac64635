import { route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { updateCourse } from "@/lib/courses/service";

export const PUT = route(courseEndpoints.update, ({ user, params, body }) => updateCourse(user, params.id, body));
