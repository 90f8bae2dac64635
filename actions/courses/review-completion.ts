"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { reviewCompletionSchema } from "@/lib/courses/schemas";
import { reviewCompletion } from "@/lib/courses/completions";

/** Approve, or reject with a reason (twin of PATCH /api/admin/course-completions/{id}). */
export const reviewCompletionAction = action({ permission: "courses.manage", input: idParams.and(reviewCompletionSchema) }, ({ user, input: { id, ...review } }) =>
  reviewCompletion(user, id, review),
);
