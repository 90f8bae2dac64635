import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { clientIp } from "@/lib/request";
import { renamePasskey } from "@/lib/security/passkeys";

export const POST = route(securityEndpoints.renamePasskey, ({ req, user, params, body: { name, ...proof } }) => renamePasskey(user, params.id, name, proof, clientIp(req)));
