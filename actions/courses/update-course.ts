"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { updateCourseSchema } from "@/lib/courses/schemas";
import { updateCourse } from "@/lib/courses/service";

/** The Edit Course dialog (twin of PUT /api/admin/courses/{id}): the course's id beside the fields that change. */
export const updateCourseAction = action({ permission: "courses.manage", input: updateCourseSchema.extend(idParams.shape) }, ({ user, input: { id, ...fields } }) =>
  updateCourse(user, id, fields),
);
