// Who the passkeys belong to (WebAuthn's "relying party"): this site as the request reached it, the same
// origin the cross-site check trusts (lib/request.ts siteOrigin: TRUST_PROXY decides whether a proxy's
// X-Forwarded-Host and -Proto count). On a correct deployment that is APP_URL's origin. The RP ID is its
// host name, so a passkey made on portal.example.com works there and nowhere else.
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { siteOrigin } from "@/lib/request";

export type RelyingParty = { id: string; origin: string; name: string };

export function relyingPartyFor(req: Request): RelyingParty {
  const origin = siteOrigin(req);
  if (origin === "unknown") throw new AppError("BAD_REQUEST", "This request does not say which site it is for");
  return { id: new URL(origin).hostname, origin, name: env.branding.companyName };
}
