import { json, route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { readCompletionForm } from "@/lib/courses/certificate-form";
import { submitCompletion } from "@/lib/courses/completions";
import { listMyCompletions } from "@/lib/courses/queries";

export const GET = route(courseEndpoints.myCompletions, ({ user }) => listMyCompletions(user));

// Multipart (the entry declares a rawBody, so the wrapper leaves the body alone): the form reader
// validates the fields and the file.
export const POST = route(courseEndpoints.submitCompletion, async ({ req, user }) => {
  const { input, certificate } = await readCompletionForm(req);
  return json(await submitCompletion(user, input, certificate), { status: 201 });
});
