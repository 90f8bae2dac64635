import { json, route } from "@/lib/route";
import { projectEndpoints } from "@/lib/api/registry/projects";
import { addComment, listComments } from "@/lib/projects/comments";

export const GET = route(projectEndpoints.listComments, ({ user, params }) => listComments(user, params.id));

export const POST = route(projectEndpoints.addComment, async ({ user, params, body }) =>
  json(await addComment(user, params.id, body), { status: 201 }),
);
