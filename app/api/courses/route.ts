import { route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { listCourses } from "@/lib/courses/queries";

// Employees: every course. Investors: the courses assigned to them.
export const GET = route(courseEndpoints.list, ({ user }) => listCourses(user));
