import { route } from "@/lib/route";
import { securityEndpoints } from "@/lib/api/registry/security";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";
import { stepUpOptions } from "@/lib/security/step-up";

export const POST = route(securityEndpoints.passkeyStepUpOptions, ({ req, user }) => stepUpOptions(user, relyingPartyFor(req)));
