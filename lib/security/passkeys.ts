import "server-only";
// Passkeys on the security page (issue 32 §1): add (asked again, then the browser's ceremony), rename,
// remove, and the list (name, created, last used). Each change runs in one transaction with its audit row
// and the owner's notification. Adding asks again when the options are requested: the challenge they carry
// is bound to this session and good once, so the answer needs no second asking.
import { getDb, type Tx } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { authorize } from "@/lib/auth/authorize";
import { AppError, conflict, notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { registrationOptions, verifyRegistration } from "@/lib/passkeys/ceremony";
import type { RelyingParty } from "@/lib/passkeys/relying-party";
import { confirmIdentity, type Reauth } from "@/lib/security/reauth";
import { notifySecurityChange } from "@/lib/security/notify";
import type { AddPasskeyInput } from "@/lib/security/schemas";

/** Enough for every device a person owns; a bound keeps the sign-in options (and the list) short. */
export const MAX_PASSKEYS = 20;

export type PasskeyView = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };
const VIEW = { id: true, name: true, createdAt: true, lastUsedAt: true } as const;

const lockAccount = (tx: Tx, userId: string) => tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
const sessionBinding = (actor: SessionUser) => ({ purpose: "register" as const, userId: actor.id, sessionId: actor.sessionId });

/** GET /api/profile/passkeys: the caller's own, oldest first. */
export async function listPasskeys(actor: SessionUser): Promise<{ passkeys: PasskeyView[] }> {
  authorize(actor, "security.manage-own");
  const db = await getDb();
  return { passkeys: await db.passkey.findMany({ where: { userId: actor.id }, select: VIEW, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }) };
}

/** POST /api/profile/passkeys/registration-options: asked again, then options for the browser to make a passkey. */
export async function startPasskeyRegistration(actor: SessionUser, proof: Reauth, ip: string, rp: RelyingParty) {
  authorize(actor, "security.manage-own");
  await confirmIdentity(actor, proof, ip);
  const db = await getDb();
  const existing = await db.passkey.findMany({ where: { userId: actor.id }, select: { credentialId: true, transports: true } });
  if (existing.length >= MAX_PASSKEYS) throw conflict(`An account holds at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
  return registrationOptions(db, rp, actor, existing, sessionBinding(actor));
}

/** POST /api/profile/passkeys: the browser's answer to those options makes the passkey, named by the user. */
export async function addPasskey(actor: SessionUser, input: AddPasskeyInput, rp: RelyingParty): Promise<{ passkey: PasskeyView }> {
  authorize(actor, "security.manage-own");
  const credential = await verifyRegistration(await getDb(), rp, input.response, sessionBinding(actor));
  if (!credential) {
    const message = "The passkey could not be added: the request had expired or was answered already. Start again.";
    throw new AppError("BAD_REQUEST", message, { fieldErrors: { response: [message] } });
  }
  return transaction(async (tx, afterCommit) => {
    await lockAccount(tx, actor.id);
    const count = await tx.passkey.count({ where: { userId: actor.id } });
    if (count >= MAX_PASSKEYS) throw conflict(`An account holds at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
    if (await tx.passkey.findUnique({ where: { credentialId: credential.credentialId }, select: { id: true } })) throw conflict("This passkey is already on an account");
    const passkey = await tx.passkey.create({
      data: { userId: actor.id, name: input.name, credentialId: credential.credentialId, publicKey: credential.publicKey, counter: BigInt(credential.counter), transports: credential.transports },
      select: VIEW,
    });
    await writeAudit(tx, { event: "security.passkey-added", entityId: actor.id, actorId: actor.id, before: { passkeys: count }, after: { passkeys: count + 1, name: passkey.name } });
    await notifySecurityChange(afterCommit, actor.id, "passkey-added", `(“${passkey.name}”)`);
    return { passkey };
  });
}

/** POST /api/profile/passkeys/{id}/rename: another's passkey, or an unknown id, is 404. */
export async function renamePasskey(actor: SessionUser, id: string, name: string, proof: Reauth, ip: string): Promise<{ passkey: PasskeyView }> {
  authorize(actor, "security.manage-own");
  const checkedWith = await confirmIdentity(actor, proof, ip);
  return transaction(async (tx, afterCommit) => {
    const before = await ownPasskey(tx, actor, id);
    const passkey = await tx.passkey.update({ where: { id }, data: { name }, select: VIEW });
    await writeAudit(tx, { event: "security.passkey-renamed", entityId: actor.id, actorId: actor.id, before: { name: before.name }, after: { name, checkedWith } });
    await notifySecurityChange(afterCommit, actor.id, "passkey-renamed", `(“${before.name}” is now “${name}”)`);
    return { passkey };
  });
}

/** POST /api/profile/passkeys/{id}/remove: it no longer signs in. */
export async function removePasskey(actor: SessionUser, id: string, proof: Reauth, ip: string): Promise<{ message: string }> {
  authorize(actor, "security.manage-own");
  const checkedWith = await confirmIdentity(actor, proof, ip);
  return transaction(async (tx, afterCommit) => {
    await lockAccount(tx, actor.id);
    const before = await ownPasskey(tx, actor, id);
    await tx.passkey.delete({ where: { id } });
    const left = await tx.passkey.count({ where: { userId: actor.id } });
    await writeAudit(tx, { event: "security.passkey-removed", entityId: actor.id, actorId: actor.id, before: { passkeys: left + 1, name: before.name }, after: { passkeys: left, checkedWith } });
    await notifySecurityChange(afterCommit, actor.id, "passkey-removed", `(“${before.name}”; confirmed with your ${checkedWith})`);
    return { message: `Passkey “${before.name}” removed` };
  });
}

async function ownPasskey(tx: Tx, actor: SessionUser, id: string): Promise<PasskeyView> {
  const row = await tx.passkey.findFirst({ where: { id, userId: actor.id }, select: VIEW });
  if (!row) throw notFound("Passkey not found");
  return row;
}
