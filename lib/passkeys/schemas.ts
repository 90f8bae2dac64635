// What a browser's WebAuthn answers look like on the wire (@simplewebauthn/browser's JSON): checked in
// shape and size here, in substance by lib/passkeys/ceremony.ts. zod/mini, as lib/security/schemas.ts.
import * as z from "zod/mini";

const b64url = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]*={0,2}$/, "Not base64url"));
const credentialId = b64url(1400);
const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  authenticatorAttachment: z.optional(z.enum(["platform", "cross-platform"])),
  // Extensions the portal never asked for: passed through untouched, never read.
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

/** The answer of navigator.credentials.get (startAuthentication). */
export const assertionSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(4096),
    signature: b64url(1024),
    userHandle: z.optional(b64url(256)),
  }),
});

/** The answer of navigator.credentials.create (startRegistration). */
export const attestationSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(65536),
    authenticatorData: z.optional(b64url(65536)),
    transports: z.optional(z.array(z.string().check(z.maxLength(30))).check(z.maxLength(10))),
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(b64url(4096)),
  }),
});
