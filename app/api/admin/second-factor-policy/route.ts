import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { getSecondFactorPolicy, setSecondFactorPolicy } from "@/lib/security/policy";

export const GET = route(securityEndpoints.getSecondFactorPolicy, ({ user }) => getSecondFactorPolicy(user));

export const PUT = route(securityEndpoints.putSecondFactorPolicy, ({ user, body }) => setSecondFactorPolicy(user, body));
