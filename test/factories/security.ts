// Authenticator codes for tests, written straight to the database: a known secret, pending or turned on,
// without going through the setup screens. `codeNow` is what the user's app would show.
import { getDb } from "@/lib/db";
import { seal } from "@/lib/second-factor/secret-box";
import { codeAt } from "@/lib/second-factor/totp";
import { hashRecoveryCode } from "@/lib/second-factor/recovery-codes";

export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export const codeNow = (secret = TEST_TOTP_SECRET, offsetMs = 0) => codeAt(secret, Date.now() + offsetMs);

/** Codes for the user with TEST_TOTP_SECRET: `enabled` on (with the given recovery codes), else pending confirmation. */
export async function enrolTotp(userId: string, { enabled = true, recoveryCodes = [] as string[] } = {}): Promise<string> {
  const db = await getDb();
  const secretSealed = seal(TEST_TOTP_SECRET, userId);
  const enabledAt = enabled ? new Date() : null;
  await db.totpFactor.upsert({ where: { userId }, create: { userId, secretSealed, enabledAt }, update: { secretSealed, enabledAt, lastUsedStep: null } });
  await db.recoveryCode.deleteMany({ where: { userId } });
  if (recoveryCodes.length) await db.recoveryCode.createMany({ data: recoveryCodes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) });
  return TEST_TOTP_SECRET;
}

/** A passkey row for the user, straight into the database (its key signs nothing: for lists and access rows). */
export async function addPasskeyRow(userId: string, name = "Test key"): Promise<string> {
  const db = await getDb();
  const credentialId = `cred-${Math.random().toString(36).slice(2)}`;
  return (await db.passkey.create({ data: { userId, name, credentialId, publicKey: "AA" }, select: { id: true } })).id;
}
