import { json, route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";
import { addPasskey, listPasskeys } from "@/lib/security/passkeys";

export const GET = route(securityEndpoints.listPasskeys, ({ user }) => listPasskeys(user));
export const POST = route(securityEndpoints.addPasskey, async ({ req, user, body }) => json(await addPasskey(user, body, relyingPartyFor(req)), { status: 201 }));
