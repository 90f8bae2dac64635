"use server";
import { action } from "@/lib/action";
import { createCourseSchema } from "@/lib/courses/schemas";
import { createCourse } from "@/lib/courses/service";

/** The Create Course dialog (twin of POST /api/admin/courses). */
export const createCourseAction = action({ permission: "courses.manage", input: createCourseSchema, idempotent: "courses.create" }, ({ user, input }) => createCourse(user, input));
