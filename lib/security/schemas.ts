// The security page's and the second sign-in step's inputs, shared by routes, actions and forms. zod/mini,
// as lib/auth/schemas.ts: the login page's second step parses these on the server only.
import * as z from "zod/mini";
import { PASSWORD_MAX } from "@/lib/auth/rules";
import { assertionSchema, attestationSchema } from "@/lib/passkeys/schemas";

const code = z.string({ error: "Enter the 6-digit code from your authenticator app" }).check(
  z.trim(),
  z.minLength(1, "Enter the 6-digit code from your authenticator app"),
  z.maxLength(20, "A code has 6 digits"),
);
const recoveryCode = z.string({ error: "Enter one of your recovery codes" }).check(z.trim(), z.minLength(1, "Enter one of your recovery codes"), z.maxLength(40, "A recovery code has 10 characters"));
const password = z.string({ error: "Enter your password" }).check(z.minLength(1, "Enter your password"), z.maxLength(PASSWORD_MAX, "Password is too long"));

/** POST /api/profile/totp: the password again before a new secret is made. */
export const startTotpSchema = z.object({ password });
export type StartTotpInput = z.infer<typeof startTotpSchema>;

/** POST /api/profile/totp/confirm: the first code from the app turns codes on. */
export const confirmTotpSchema = z.object({ code });
export type ConfirmTotpInput = z.infer<typeof confirmTotpSchema>;

/**
 * Every other change on the security page asks again: the password, or a current code. Empty fields read
 * as absent, so a form that sends both fields with one left blank is fine.
 */
const blankIsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.core.$ZodType>(schema: T) => z.optional(z.pipe(z.transform(blankIsAbsent), z.optional(schema)));
const reauthFields = { password: optional(password), code: optional(code) };
const askedAgain = z.refine<{ password?: string; code?: string }>((v) => v.password !== undefined || v.code !== undefined, {
  message: "Enter your password or a code from your authenticator app",
  path: ["password"],
});
export const reauthSchema = z.object(reauthFields).check(askedAgain);
export type ReauthInput = z.infer<typeof reauthSchema>;

export const revokeSessionSchema = z.object({ ...reauthFields, sessionId: z.string().check(z.minLength(1, "Choose a session"), z.maxLength(100)) }).check(askedAgain);
export type RevokeSessionInput = z.infer<typeof revokeSessionSchema>;

/** POST /api/auth/login/second-factor: a code, a recovery code, or a passkey's answer (to the second-factor options). */
export const secondFactorSchema = z
  .object({ code: optional(code), recoveryCode: optional(recoveryCode), passkey: z.optional(assertionSchema) })
  .check(
    z.refine((v) => v.code !== undefined || v.recoveryCode !== undefined || v.passkey !== undefined, {
      message: "Enter the 6-digit code from your authenticator app",
      path: ["code"],
    }),
  );
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;


export const PASSKEY_NAME_MAX = 60;
const passkeyName = z.string({ error: "Name the passkey" }).check(
  z.trim(),
  z.minLength(1, "Name the passkey, e.g. the device it is on"),
  z.maxLength(PASSKEY_NAME_MAX, `A name has at most ${PASSKEY_NAME_MAX} characters`),
);

/** POST /api/profile/passkeys: the name the user gave and the browser's answer to the options' challenge. */
export const addPasskeySchema = z.object({ name: passkeyName, response: attestationSchema });
export type AddPasskeyInput = z.infer<typeof addPasskeySchema>;

/** POST /api/profile/passkeys/{id}/rename. */
export const renamePasskeySchema = z.object({ ...reauthFields, name: passkeyName }).check(askedAgain);
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;

/** POST /api/auth/login/passkey: a passkey alone. */
export const passkeySignInSchema = z.object({ response: assertionSchema });
export type PasskeySignInInput = z.infer<typeof passkeySignInSchema>;
