import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { clientIp } from "@/lib/request";
import { startTotpSetup } from "@/lib/security/totp-service";

export const POST = route(securityEndpoints.startTotp, ({ req, user, body }) => startTotpSetup(user, body, clientIp(req)));
