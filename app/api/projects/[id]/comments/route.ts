import { json, route } from "@/lib/route";
import { idParams } from "@/lib/params";
import { createCommentSchema } from "@/lib/projects/schemas";
import { addComment, listComments } from "@/lib/projects/comments";

export const GET = route({ access: "user", params: idParams }, ({ user, params }) => listComments(user, params.id));

export const POST = route({ access: "user", params: idParams, body: createCommentSchema }, async ({ user, params, body }) =>
  json(await addComment(user, params.id, body), { status: 201 }),
);
