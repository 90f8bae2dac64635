import { json, route } from "@/lib/route";
import { courseEndpoints } from "@/lib/api/registry/courses";
import { createCourse } from "@/lib/courses/service";

export const POST = route(courseEndpoints.create, async ({ user, body }) => json(await createCourse(user, body), { status: 201 }));
