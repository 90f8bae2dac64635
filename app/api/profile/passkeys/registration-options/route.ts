import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { clientIp } from "@/lib/request";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";
import { startPasskeyRegistration } from "@/lib/security/passkeys";

export const POST = route(securityEndpoints.passkeyRegistrationOptions, ({ req, user, body }) => startPasskeyRegistration(user, body, clientIp(req), relyingPartyFor(req)));
