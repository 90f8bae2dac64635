import "server-only";
// The two WebAuthn ceremonies on @simplewebauthn/server, with this portal's rules: discoverable
// credentials (resident keys) and user verification required; no attestation asked (the portal trusts any
// authenticator the user chose); the challenge taken from the server-side store, once; the origin and RP ID
// this site's; and a signature counter that must move forward (a clone of the authenticator would reuse
// old values). Failures answer null: the caller says what went wrong in words of its own.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Tx } from "@/lib/db";
import type { RelyingParty } from "@/lib/passkeys/relying-party";
import { keepChallenge, takeChallenge, type ChallengeBinding } from "@/lib/passkeys/challenges";

export type { AuthenticationResponseJSON, RegistrationResponseJSON };
export type StoredCredential = { credentialId: string; transports: string };

/** The challenge the browser signed, read from its client data (checked again by the library against it). */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const { challenge } = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof challenge === "string" ? challenge : null;
  } catch {
    return null;
  }
}

/** Spends the answered challenge first, whatever else turns out wrong: one answer per challenge, right or not. */
async function spend(db: Tx, clientDataJSON: string, binding: ChallengeBinding): Promise<string | null> {
  const challenge = signedChallenge(clientDataJSON);
  return challenge && (await takeChallenge(db, challenge, binding)) ? challenge : null;
}

const TIMEOUT_MS = 120_000;
const transportsOf = (stored: string) => (stored ? stored.split(",") : undefined) as AuthenticatorTransport[] | undefined;
const descriptor = (c: StoredCredential) => ({ id: c.credentialId, transports: transportsOf(c.transports) });

/** The WebAuthn user handle: the account's id, never its name or address (it is stored on the authenticator). */
export const userHandleOf = (userId: string) => Buffer.from(userId, "utf8").toString("base64url");

/** Options for navigator.credentials.create, its challenge kept for `binding`; `existing` are excluded (no doubles). */
export async function registrationOptions(
  db: Tx,
  rp: RelyingParty,
  user: { id: string; username: string },
  existing: StoredCredential[],
  binding: ChallengeBinding,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: new Uint8Array(Buffer.from(user.id, "utf8")),
    attestationType: "none",
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: TIMEOUT_MS,
  });
  await keepChallenge(db, options.challenge, binding);
  return options;
}

/** `publicKey`: the COSE key, base64url. */
export type NewCredential = { credentialId: string; publicKey: string; counter: number; transports: string };

/** The new credential, or null: an unknown, used or foreign challenge, another origin, no user verification. */
export async function verifyRegistration(db: Tx, rp: RelyingParty, response: RegistrationResponseJSON, binding: ChallengeBinding): Promise<NewCredential | null> {
  const challenge = await spend(db, response.response.clientDataJSON, binding);
  if (!challenge) return null;
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified) return null;
    const { credential } = registrationInfo;
    return { credentialId: credential.id, publicKey: Buffer.from(credential.publicKey).toString("base64url"), counter: credential.counter, transports: (credential.transports ?? []).join(",").slice(0, 200) };
  } catch {
    return null;
  }
}

/** Options for navigator.credentials.get; no `allowed` list lets the browser offer any passkey of this site. */
export async function authenticationOptions(db: Tx, rp: RelyingParty, allowed: StoredCredential[] | undefined, binding: ChallengeBinding): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, allowCredentials: allowed?.map(descriptor), userVerification: "required", timeout: TIMEOUT_MS });
  await keepChallenge(db, options.challenge, binding);
  return options;
}

export type Assertion = { passkeyId: string; userId: string };

/**
 * A passkey's answer to a challenge of `binding`: its row and owner, or null. `ownerId`: only this account's
 * passkeys count (the second step, signing). The counter is moved in one conditional UPDATE, so two answers
 * with the same counter cannot both pass; authenticators that keep no counter (always 0) are let through.
 */
export async function verifyAssertion(db: Tx, rp: RelyingParty, response: AuthenticationResponseJSON, binding: ChallengeBinding, ownerId?: string): Promise<Assertion | null> {
  const challenge = await spend(db, response.response.clientDataJSON, binding);
  if (!challenge) return null;
  const row = await db.passkey.findUnique({ where: { credentialId: response.id }, select: { id: true, userId: true, credentialId: true, publicKey: true, counter: true, transports: true } });
  if (!row || (ownerId !== undefined && row.userId !== ownerId)) return null;
  // A discoverable passkey names its account too: it must be the one the credential was made for.
  const handle = response.response.userHandle;
  if (handle && handle !== userHandleOf(row.userId)) return null;
  let newCounter: number;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: row.credentialId, publicKey: new Uint8Array(Buffer.from(row.publicKey, "base64url")), counter: Number(row.counter), transports: transportsOf(row.transports) },
      requireUserVerification: true,
    });
    if (!verified) return null;
    newCounter = authenticationInfo.newCounter;
  } catch {
    return null;
  }
  const moved = await db.$executeRaw`
    UPDATE passkeys SET counter = ${BigInt(newCounter)}, "lastUsedAt" = now()
    WHERE id = ${row.id} AND (counter < ${BigInt(newCounter)} OR ${BigInt(newCounter)} = 0)`;
  return moved === 1 ? { passkeyId: row.id, userId: row.userId } : null;
}
