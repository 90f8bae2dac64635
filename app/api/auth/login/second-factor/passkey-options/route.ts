import { route } from "@/lib/route";
import { authEndpoints } from "@/lib/api/registry/auth";
import { relyingPartyFor } from "@/lib/passkeys/relying-party";
import { PENDING_LOGIN_COOKIE, readPendingLogin } from "@/lib/security/pending-login";
import { secondStepPasskeyOptions } from "@/lib/security/passkey-sign-in";

export const POST = route(authEndpoints.secondFactorPasskeyOptions, async ({ req }) =>
  secondStepPasskeyOptions(await readPendingLogin(req.cookies.get(PENDING_LOGIN_COOKIE)?.value), relyingPartyFor(req)),
);
