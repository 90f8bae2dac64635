import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { clientIp } from "@/lib/request";
import { reauthenticate } from "@/lib/security/reauth";

export const POST = route(securityEndpoints.reauth, ({ req, user, body }) => reauthenticate(user, body, clientIp(req)));
