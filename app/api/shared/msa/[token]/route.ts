import { route } from "@/lib/route";
import { clientIp } from "@/lib/request";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { viewSharedMsa } from "@/lib/agreements/msa/share";
import { noIndex } from "@/lib/agreements/msa/public-headers";

// Public: the link is the credential. Never cached, never indexed.
export const GET = route(msaEndpoints.shared, async ({ req, params }) =>
  noIndex(Response.json(await viewSharedMsa(params.token, { address: clientIp(req), userAgent: req.headers.get("user-agent") }))),
);
