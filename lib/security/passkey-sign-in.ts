import "server-only";
// Signing in with a passkey (issue 32 §2): as the second step after a password (the options name only the
// pending account's passkeys; POST /api/auth/login/second-factor checks the answer), or alone (discoverable
// credentials: the browser offers the passkeys it holds for this site, and the answer names the account).
// Every answer is a login attempt under the login limits before it is checked (lib/auth/rate-limit.ts).
import { getDb } from "@/lib/db";
import { AppError, conflict } from "@/lib/errors";
import { beginLoginAttempt, clearLoginFailures } from "@/lib/auth/rate-limit";
import { usernameKey } from "@/lib/auth/username";
import { refuseUnapproved } from "@/lib/users/service";
import { authenticationOptions, verifyAssertion } from "@/lib/passkeys/ceremony";
import type { RelyingParty } from "@/lib/passkeys/relying-party";
import type { PendingLogin } from "@/lib/security/pending-login";
import type { PasskeySignInInput } from "@/lib/security/schemas";
import { PASSKEY_REFUSED, SIGN_IN_AGAIN, USER_FIELDS } from "@/lib/security/second-factor";

/**
 * The key an answer for an unknown passkey is counted under: upper case, so never a username's
 * (lib/auth/username.ts). It counts toward the address's cap like any failed login.
 */
const UNKNOWN_PASSKEY_KEY = "PASSKEY:unknown";

/** POST /api/auth/login/second-factor/passkey-options: a challenge for the pending login's account and its passkeys. */
export async function secondStepPasskeyOptions(pending: PendingLogin | null, rp: RelyingParty) {
  if (!pending) throw new AppError("UNAUTHENTICATED", SIGN_IN_AGAIN);
  const db = await getDb();
  const passkeys = await db.passkey.findMany({ where: { userId: pending.uid }, select: { credentialId: true, transports: true } });
  if (passkeys.length === 0) throw conflict("This account has no passkey. Use your authenticator app or a recovery code.");
  return authenticationOptions(db, rp, passkeys, { purpose: "second-factor", userId: pending.uid });
}

/** POST /api/auth/login/passkey/options: a challenge any of this site's passkeys may answer. */
export async function passkeySignInOptions(rp: RelyingParty) {
  return authenticationOptions(await getDb(), rp, undefined, { purpose: "sign-in" });
}

/** POST /api/auth/login/passkey: the account whose passkey answered, approved, for the caller to give a session. */
export async function signInWithPasskey(input: PasskeySignInInput, ip: string, rp: RelyingParty) {
  const db = await getDb();
  const owner = await db.passkey.findUnique({ where: { credentialId: input.response.id }, select: { user: { select: { username: true } } } });
  const attempt = await beginLoginAttempt(owner ? usernameKey(owner.user.username) : UNKNOWN_PASSKEY_KEY, ip);
  const assertion = await verifyAssertion(db, rp, input.response, { purpose: "sign-in" });
  if (!assertion) throw new AppError("UNAUTHENTICATED", PASSKEY_REFUSED, { fieldErrors: { passkey: [PASSKEY_REFUSED] } });
  // A passkey is the password and the second factor at once: the account's failures are forgiven.
  await clearLoginFailures(attempt);
  const user = await db.user.findUnique({ where: { id: assertion.userId }, select: USER_FIELDS });
  if (!user) throw new AppError("UNAUTHENTICATED", PASSKEY_REFUSED);
  refuseUnapproved(user.status);
  return user;
}
