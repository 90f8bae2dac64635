import { json, route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { getMyCompletionForCourse } from "@/lib/courses/queries";

// null before the caller has submitted; 404 when the course is not assigned to them.
export const GET = route(courseEndpoints.myCompletionForCourse, async ({ user, params }) => json(await getMyCompletionForCourse(user, params.courseId)));
