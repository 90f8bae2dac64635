import "server-only";
// WebAuthn challenges, kept on the server: each is good for five minutes and once, and only for what it
// was handed out for (its purpose, and the account and session or pending login that asked). Taking one
// deletes it in a single conditional DELETE, so a replayed or second concurrent answer finds nothing.
import type { Tx } from "@/lib/db";

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * register: adding a passkey (the session); step-up: signing with one (the session); second-factor: the
 * pending login's account; sign-in: a passkey alone, before anyone is known (bound to nothing but itself).
 */
export type ChallengeBinding =
  | { purpose: "register" | "step-up"; userId: string; sessionId: string }
  | { purpose: "second-factor"; userId: string }
  | { purpose: "sign-in" };

const columns = (binding: ChallengeBinding) => ({
  purpose: binding.purpose,
  userId: "userId" in binding ? binding.userId : null,
  sessionId: "sessionId" in binding ? binding.sessionId : null,
});

/** Stores a challenge (base64url, as the options carry it) for `binding`; expired ones are swept on the way. */
export async function keepChallenge(db: Tx, challenge: string, binding: ChallengeBinding, now = Date.now()): Promise<void> {
  await db.webauthnChallenge.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
  await db.webauthnChallenge.create({ data: { challenge, ...columns(binding), expiresAt: new Date(now + CHALLENGE_TTL_MS) } });
}

/** True once for a live challenge handed out for exactly this binding, which it deletes: a second answer finds nothing. */
export async function takeChallenge(db: Tx, challenge: string, binding: ChallengeBinding, now = Date.now()): Promise<boolean> {
  const { count } = await db.webauthnChallenge.deleteMany({ where: { challenge, ...columns(binding), expiresAt: { gt: new Date(now) } } });
  return count === 1;
}
