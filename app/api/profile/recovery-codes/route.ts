import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { clientIp } from "@/lib/request";
import { regenerateRecoveryCodes } from "@/lib/security/totp-service";

export const POST = route(securityEndpoints.regenerateRecoveryCodes, ({ req, user, body }) => regenerateRecoveryCodes(user, body, clientIp(req)));
