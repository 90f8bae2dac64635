import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { clientIp } from "@/lib/request";
import { revokeOtherSessions } from "@/lib/security/sessions";

export const POST = route(securityEndpoints.revokeOtherSessions, ({ req, user, body }) => revokeOtherSessions(user, body, clientIp(req)));
