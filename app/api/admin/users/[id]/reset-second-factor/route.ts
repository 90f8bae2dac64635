import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { resetSecondFactor } from "@/lib/security/reset";

export const POST = route(securityEndpoints.resetSecondFactor, ({ user, params }) => resetSecondFactor(user, params.id));
