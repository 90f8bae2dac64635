import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { clientIp } from "@/lib/request";
import { disableTotp } from "@/lib/security/totp-service";

export const POST = route(securityEndpoints.disableTotp, ({ req, user, body }) => disableTotp(user, body, clientIp(req)));
