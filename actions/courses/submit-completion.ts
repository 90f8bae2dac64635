"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { readCompletionFields } from "@/lib/courses/certificate-form";
import { submitCompletion } from "@/lib/courses/completions";

/**
 * The completion form (twin of POST /api/course-completions): the same FormData the multipart route
 * reads, checked by the same reader (text fields through the shared schema, the certificate by its size
 * and first bytes). next.config.mjs lets an action body carry a 10 MB file.
 */
export const submitCompletionAction = action(
  { permission: "courses.take", input: z.instanceof(FormData, { error: "The completion must be sent as a form" }), idempotent: "courses.submit-completion" },
  async ({ user, input }) => {
    const { input: fields, certificate } = await readCompletionFields(input);
    return submitCompletion(user, fields, certificate);
  },
);
