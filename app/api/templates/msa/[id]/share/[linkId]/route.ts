import { route } from "@/lib/route";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { revokeShareLink } from "@/lib/agreements/msa/share";

export const DELETE = route(msaEndpoints.revokeShare, ({ user, params }) => revokeShareLink(user, params.id, params.linkId));
