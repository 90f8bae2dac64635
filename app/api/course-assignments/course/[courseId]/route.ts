import { route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { openMyCourse } from "@/lib/courses/service";

// The course page reads the caller's assignment here; the first read moves it to in_progress.
export const GET = route(courseEndpoints.openMyCourse, ({ user, params }) => openMyCourse(user, params.courseId));
