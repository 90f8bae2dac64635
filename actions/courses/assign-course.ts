"use server";
import { action } from "@/lib/action";
import { assignCourseSchema } from "@/lib/courses/schemas";
import { assignCourse } from "@/lib/courses/service";

/** The Assign Course dialog (twin of POST /api/admin/course-assignments). */
export const assignCourseAction = action({ permission: "courses.manage", input: assignCourseSchema, idempotent: "courses.assign" }, ({ user, input }) => assignCourse(user, input));
