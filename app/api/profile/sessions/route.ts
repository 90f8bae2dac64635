import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { listOwnSessions } from "@/lib/security/sessions";

export const GET = route(securityEndpoints.listSessions, ({ user }) => listOwnSessions(user));
