import { z } from "zod";
import { isoDate } from "@/lib/api/registry/wire";

// The WebAuthn options the passkey endpoints answer, as @simplewebauthn/server makes them: handed to
// @simplewebauthn/browser's startRegistration / startAuthentication ({ optionsJSON }) unchanged.
const challenge = z.string().meta({ description: "base64url; kept on the server for 5 minutes, accepted once" });
export const attestationOptions = z.looseObject({ challenge, rp: z.looseObject({ id: z.string().optional(), name: z.string() }) }).meta({ description: "PublicKeyCredentialCreationOptionsJSON" });
export const assertionOptions = z.looseObject({ challenge, rpId: z.string().optional() }).meta({ description: "PublicKeyCredentialRequestOptionsJSON" });

export const passkeyWire = z.object({
  id: z.string(),
  name: z.string().meta({ description: "As the user named it" }),
  createdAt: isoDate,
  lastUsedAt: isoDate.nullable().meta({ description: "The last sign-in or signing with it; null if never used" }),
});
