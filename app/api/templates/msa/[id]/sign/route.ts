import { route } from "@/lib/route";
import { clientOf } from "@/lib/request";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";
import { signMsa } from "@/lib/agreements/msa/service";

export const POST = route(msaEndpoints.sign, ({ req, user, params, body }) => signMsa(user, params.id, body, clientOf(req), relyingPartyFor(req)));
