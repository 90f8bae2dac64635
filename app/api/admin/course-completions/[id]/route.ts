import { route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { reviewCompletion } from "@/lib/courses/completions";

export const PATCH = route(courseEndpoints.review, ({ user, params, body }) => reviewCompletion(user, params.id, body));
