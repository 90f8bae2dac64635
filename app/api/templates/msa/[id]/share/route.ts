import { json, route } from "@/lib/route";
import { siteOrigin } from "@/lib/request";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { createShareLink, listShareLinks } from "@/lib/agreements/msa/share";

export const GET = route(msaEndpoints.listShares, ({ user, params }) => listShareLinks(user, params.id));
export const POST = route(msaEndpoints.createShare, async ({ req, user, params, body }) =>
  json(await createShareLink(user, params.id, body, siteOrigin(req)), { status: 201 }),
);
