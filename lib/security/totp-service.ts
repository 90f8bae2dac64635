import "server-only";
// Authenticator codes on the security page: start (password again → a new pending secret), confirm (the
// first code turns them on and makes ten recovery codes), turn off, and replace the recovery codes. Each
// change runs in one transaction with its audit row and the owner's notification.
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { authorize } from "@/lib/auth/authorize";
import { AppError, conflict } from "@/lib/errors";
import { env } from "@/lib/env";
import type { Tx } from "@/lib/db";
import type { SessionUser } from "@/lib/session";
import { seal } from "@/lib/second-factor/secret-box";
import { newTotpSecret, otpauthUrl } from "@/lib/second-factor/totp";
import { hashRecoveryCode, newRecoveryCodes } from "@/lib/second-factor/recovery-codes";
import { consumeTotpCode, unusedRecoveryCodes } from "@/lib/second-factor/factor-store";
import { confirmIdentity, type Reauth } from "@/lib/security/reauth";
import { notifySecurityChange } from "@/lib/security/notify";
import type { ConfirmTotpInput, StartTotpInput } from "@/lib/security/schemas";

const lockAccount = (tx: Tx, userId: string) => tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;

async function totpState(tx: Tx, userId: string): Promise<"off" | "pending" | "on"> {
  const factor = await tx.totpFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  return !factor ? "off" : factor.enabledAt ? "on" : "pending";
}

/** POST /api/profile/totp: a new secret, pending until its first code confirms it (a pending one is replaced). */
export async function startTotpSetup(actor: SessionUser, input: StartTotpInput, ip: string): Promise<{ secret: string; otpauthUrl: string }> {
  authorize(actor, "security.manage-own");
  await confirmIdentity(actor, { password: input.password }, ip);
  const secret = newTotpSecret();
  await transaction(async (tx) => {
    await lockAccount(tx, actor.id);
    const before = await totpState(tx, actor.id);
    if (before === "on") throw conflict("Authenticator codes are already on. Turn them off first to move them to another app.");
    const secretSealed = seal(secret, actor.id);
    await tx.totpFactor.upsert({ where: { userId: actor.id }, create: { userId: actor.id, secretSealed }, update: { secretSealed, enabledAt: null, lastUsedStep: null } });
    await writeAudit(tx, { event: "security.totp-setup-started", entityId: actor.id, actorId: actor.id, before: { totp: before }, after: { totp: "pending", checkedWith: "password" } });
  });
  return { secret, otpauthUrl: otpauthUrl(secret, actor.username, env.branding.companyName) };
}

/** POST /api/profile/totp/confirm: the first code turns codes on; answers the ten recovery codes, shown this once. */
export async function confirmTotpSetup(actor: SessionUser, input: ConfirmTotpInput): Promise<{ recoveryCodes: string[] }> {
  authorize(actor, "security.manage-own");
  return transaction(async (tx, afterCommit) => {
    await lockAccount(tx, actor.id);
    const state = await totpState(tx, actor.id);
    if (state === "on") throw conflict("Authenticator codes are already on");
    if (state === "off") throw conflict("Start setting up authenticator codes first");
    if (!(await consumeTotpCode(tx, actor.id, input.code, { pending: true }))) {
      const message = "That code is not right. Check that the app shows this account, and type the code it shows now.";
      throw new AppError("BAD_REQUEST", message, { fieldErrors: { code: [message] } });
    }
    await tx.totpFactor.update({ where: { userId: actor.id }, data: { enabledAt: new Date() } });
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.id);
    await writeAudit(tx, { event: "security.totp-enabled", entityId: actor.id, actorId: actor.id, before: { totp: "pending", recoveryCodesLeft: 0 }, after: { totp: "on", recoveryCodesLeft: recoveryCodes.length } });
    await notifySecurityChange(afterCommit, actor.id, "totp-enabled");
    return { recoveryCodes };
  });
}

/** Turns codes off (and drops the recovery codes). Already off: answered as what it is, a success. */
export async function disableTotp(actor: SessionUser, proof: Reauth, ip: string): Promise<{ message: string }> {
  authorize(actor, "security.manage-own");
  const checkedWith = await confirmIdentity(actor, proof, ip);
  return transaction(async (tx, afterCommit) => {
    await lockAccount(tx, actor.id);
    const before = await totpState(tx, actor.id);
    if (before === "off") return { message: "Authenticator codes are off" };
    const left = await unusedRecoveryCodes(tx, actor.id);
    await tx.totpFactor.delete({ where: { userId: actor.id } });
    await tx.recoveryCode.deleteMany({ where: { userId: actor.id } });
    await writeAudit(tx, { event: "security.totp-disabled", entityId: actor.id, actorId: actor.id, before: { totp: before, recoveryCodesLeft: left }, after: { totp: "off", recoveryCodesLeft: 0, checkedWith } });
    if (before === "on") await notifySecurityChange(afterCommit, actor.id, "totp-disabled");
    return { message: "Authenticator codes are off" };
  });
}

/** POST /api/profile/recovery-codes: ten new codes; the old ones stop working. Only while codes are on. */
export async function regenerateRecoveryCodes(actor: SessionUser, proof: Reauth, ip: string): Promise<{ recoveryCodes: string[] }> {
  authorize(actor, "security.manage-own");
  const checkedWith = await confirmIdentity(actor, proof, ip);
  return transaction(async (tx, afterCommit) => {
    await lockAccount(tx, actor.id);
    if ((await totpState(tx, actor.id)) !== "on") throw conflict("Turn on authenticator codes first");
    const left = await unusedRecoveryCodes(tx, actor.id);
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.id);
    await writeAudit(tx, { event: "security.recovery-codes-regenerated", entityId: actor.id, actorId: actor.id, before: { recoveryCodesLeft: left }, after: { recoveryCodesLeft: recoveryCodes.length, checkedWith } });
    await notifySecurityChange(afterCommit, actor.id, "recovery-codes-regenerated");
    return { recoveryCodes };
  });
}

async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) });
  return codes;
}
