import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { confirmTotpSetup } from "@/lib/security/totp-service";

export const POST = route(securityEndpoints.confirmTotp, ({ user, body }) => confirmTotpSetup(user, body));
