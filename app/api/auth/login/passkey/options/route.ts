import { route } from "@/lib/route";
import { authEndpoints } from "@/lib/api/registry/auth";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";
import { passkeySignInOptions } from "@/lib/security/passkey-sign-in";

export const POST = route(authEndpoints.passkeyOptions, ({ req }) => passkeySignInOptions(relyingPartyFor(req)));
