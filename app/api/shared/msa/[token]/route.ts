import { route } from "@/lib/route";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { viewSharedMsa, visitorOf } from "@/lib/agreements/msa/share";
import { noIndex } from "@/lib/agreements/msa/public-headers";

// Public: the link is the credential. Never cached, never indexed. Next answers HEAD with this handler
// too: a HEAD reads without counting a view.
export const GET = route(msaEndpoints.shared, async ({ req, params }) => noIndex(Response.json(await viewSharedMsa(params.token, visitorOf(req)))));
