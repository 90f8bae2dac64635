import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { clientIp } from "@/lib/request";
import { revokeOwnSession } from "@/lib/security/sessions";

export const POST = route(securityEndpoints.revokeSession, ({ req, user, params, body }) => revokeOwnSession(user, params.id, body, clientIp(req)));
