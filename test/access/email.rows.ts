// Issue 31: email addresses and password reset. The profile's address is any signed-in user's own; the
// mailed links' calls are public (the token is the credential), as is asking for a reset link.
import type { AccessRow, ActionRow } from "@/test/access/types";
import { POST as changeEmail } from "@/app/api/profile/email/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as requestReset } from "@/app/api/auth/password-reset/route";
import { POST as confirmReset } from "@/app/api/auth/password-reset/confirm/route";
import { changeEmailAction } from "@/actions/email-address/change-email";
import { verifyEmailAction } from "@/actions/email-address/verify-email";
import { requestPasswordResetAction } from "@/actions/password-reset/request-password-reset";
import { resetPasswordAction } from "@/actions/password-reset/reset-password";
import { getDb } from "@/lib/db";
import { hashToken, newToken, type TokenPurpose } from "@/lib/account-tokens/token";
import { createUser } from "@/test/factories/users";

let n = 0;
/** A fresh account's unused link of `purpose`, as its mail would carry it. */
async function linkToken(purpose: TokenPurpose): Promise<string> {
  const user = await createUser(`matrix.link${++n}`);
  const token = newToken();
  const db = await getDb();
  await db.accountToken.create({ data: { userId: user.id, purpose, tokenHash: hashToken(token), email: `link${n}@example.com`, expiresAt: new Date(Date.now() + 600_000) } });
  return token;
}
// Each call names its own address: the per-address limit must not turn a later caller's answer into 429.
const resetRequest = () => ({ email: `matrix.reset${++n}@example.com` });

export const emailRows: AccessRow[] = [
  { name: "POST /api/profile/email", handler: changeEmail, setup: async () => ({ body: { email: `matrix${++n}@example.com` } }), permission: "signed-in" },
  { name: "POST /api/auth/verify-email", handler: verifyEmail, setup: async () => ({ body: { token: await linkToken("verify-email") } }), permission: "public" },
  { name: "POST /api/auth/password-reset", handler: requestReset, setup: async () => ({ body: resetRequest() }), permission: "public" },
  {
    name: "POST /api/auth/password-reset/confirm",
    handler: confirmReset,
    setup: async () => ({ body: { token: await linkToken("password-reset"), password: "a-new-password" } }),
    permission: "public",
  },
];

export const emailActionRows: ActionRow[] = [
  { name: "changeEmailAction", action: changeEmailAction, form: true, input: async () => ({ email: `matrix${++n}@example.com` }), permission: "signed-in" },
  { name: "verifyEmailAction", action: verifyEmailAction, form: true, input: async () => ({ token: await linkToken("verify-email") }), permission: "public" },
  { name: "requestPasswordResetAction", action: requestPasswordResetAction, form: true, input: async () => resetRequest(), permission: "public" },
  { name: "resetPasswordAction", action: resetPasswordAction, form: true, input: async () => ({ token: await linkToken("password-reset"), password: "a-new-password" }), permission: "public" },
];
