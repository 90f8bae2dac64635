import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { clientIp } from "@/lib/request";
import { removePasskey } from "@/lib/security/passkeys";

export const POST = route(securityEndpoints.removePasskey, ({ req, user, params, body }) => removePasskey(user, params.id, body, clientIp(req)));
