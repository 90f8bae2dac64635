import "server-only";
// Reading and consuming an account's factors: the one place that unseals a secret, moves the last used
// time step, and marks a recovery code used. Each consumption is a single conditional UPDATE, so two
// requests racing with the same code cannot both succeed.
import type { Tx } from "@/lib/db";
import { unseal } from "@/lib/second-factor/secret-box";
import { acceptedStep } from "@/lib/second-factor/totp";
import { hashRecoveryCode } from "@/lib/second-factor/recovery-codes";

export type SecondFactorKind = "totp" | "passkey";

/**
 * The one answer to "which second factors does each of these accounts have" (issue 32): sign-in asks for
 * them after the password, the switch requires one (hasSecondFactor), and User Management offers a reset.
 * Authenticator codes once turned on, and any passkey.
 */
export async function secondFactorsByUser(db: Tx, userIds: string[]): Promise<Map<string, SecondFactorKind[]>> {
  const [totp, passkeys] = await Promise.all([
    db.totpFactor.findMany({ where: { userId: { in: userIds }, enabledAt: { not: null } }, select: { userId: true } }),
    db.passkey.groupBy({ by: ["userId"], where: { userId: { in: userIds } } }),
  ]);
  const kinds = new Map<string, SecondFactorKind[]>(userIds.map((id) => [id, []]));
  for (const { userId } of totp) kinds.get(userId)?.push("totp");
  for (const { userId } of passkeys) kinds.get(userId)?.push("passkey");
  return kinds;
}

/** The factors sign-in asks for after the password. */
export async function secondFactorsOf(db: Tx, userId: string): Promise<SecondFactorKind[]> {
  return (await secondFactorsByUser(db, [userId])).get(userId) ?? [];
}

export async function hasSecondFactor(db: Tx, userId: string): Promise<boolean> {
  return (await secondFactorsOf(db, userId)).length > 0;
}

/**
 * Accepts a current code of the account's turned-on (or, with `pending`, not yet confirmed) secret once:
 * true when it was valid and newer than the last accepted one, which it now is.
 */
export async function consumeTotpCode(db: Tx, userId: string, code: string, { pending = false, now = Date.now() } = {}): Promise<boolean> {
  const factor = await db.totpFactor.findUnique({ where: { userId }, select: { secretSealed: true, enabledAt: true, lastUsedStep: true } });
  if (!factor || (factor.enabledAt === null) !== pending) return false;
  const secret = unseal(factor.secretSealed, userId);
  if (!secret) return false;
  const step = acceptedStep(secret, code, factor.lastUsedStep, now);
  if (step === null) return false;
  // Only if nobody moved past this step meanwhile: a second request with the same code updates nothing.
  const moved = await db.$executeRaw`
    UPDATE totp_factors SET "lastUsedStep" = ${step}
    WHERE "userId" = ${userId} AND ("lastUsedStep" IS NULL OR "lastUsedStep" < ${step})`;
  return moved === 1;
}

/** Uses up one unused recovery code; false for an unknown or used one. */
export async function consumeRecoveryCode(db: Tx, userId: string, code: string): Promise<boolean> {
  const used = await db.recoveryCode.updateMany({ where: { userId, codeHash: hashRecoveryCode(code), usedAt: null }, data: { usedAt: new Date() } });
  return used.count === 1;
}

export const unusedRecoveryCodes = (db: Tx, userId: string) => db.recoveryCode.count({ where: { userId, usedAt: null } });

/**
 * Removes every second factor of the account (an employee's reset, issue 32 §5): authenticator codes,
 * recovery codes and passkeys (with any challenge they were asked). Answers what there was, for the audit row.
 */
export async function removeSecondFactors(db: Tx, userId: string): Promise<{ totp: boolean; recoveryCodes: number; passkeys: number }> {
  const totp = await db.totpFactor.deleteMany({ where: { userId } });
  const recoveryCodes = await db.recoveryCode.deleteMany({ where: { userId } });
  const passkeys = await db.passkey.deleteMany({ where: { userId } });
  await db.webauthnChallenge.deleteMany({ where: { userId } });
  return { totp: totp.count > 0, recoveryCodes: recoveryCodes.count, passkeys: passkeys.count };
}

