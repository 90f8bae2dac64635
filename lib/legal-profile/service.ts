import "server-only";
import { getDb } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { authorize } from "@/lib/auth/authorize";
import { can } from "@/lib/auth/permissions";
import { notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import type { LegalProfileInput } from "@/lib/legal-profile/schemas";
import { readLegalProfile } from "@/lib/legal-profile/queries";
import { toLegalProfileWire } from "@/lib/legal-profile/presenter";
import { LEGAL_PROFILE_NOT_FOUND } from "@/lib/legal-profile/wire";

/** GET /api/profile/legal: the caller's own profile (null until filled in). */
export async function getOwnLegalProfile(actor: SessionUser) {
  authorize(actor, "legal-profile.manage");
  return toLegalProfileWire(actor.id, await readLegalProfile(await getDb(), actor.id));
}

/**
 * GET /api/profile/legal/{investorId}: employees read any investor's (the tracker, the agreement); an
 * investor only their own: another's is a 404, as if there were no such investor.
 */
export async function getLegalProfile(actor: SessionUser, investorId: string) {
  const db = await getDb();
  if (can(actor, "legal-profile.read-all")) {
    const investor = await db.user.findUnique({ where: { id: investorId }, select: { role: true } });
    if (!investor || can(investor, "legal-profile.read-all")) throw notFound(LEGAL_PROFILE_NOT_FOUND);
  } else {
    authorize(actor, "legal-profile.manage");
    if (investorId !== actor.id) throw notFound(LEGAL_PROFILE_NOT_FOUND);
  }
  return toLegalProfileWire(investorId, await readLegalProfile(db, investorId));
}

/**
 * PUT /api/profile/legal: the investor writes their own, whole. Signed agreements keep the name they were
 * signed with (the signature record's copy), so an edit changes only what is signed from now on. A save
 * that changes nothing writes no audit row (lib/audit/write.ts).
 */
export async function updateLegalProfile(actor: SessionUser, input: LegalProfileInput) {
  authorize(actor, "legal-profile.manage");
  return transaction(async (tx) => {
    // The account's row lock serializes two saves at once (the first insert has no profile row to lock).
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${actor.id} FOR UPDATE`;
    const before = await readLegalProfile(tx, actor.id);
    await tx.legalProfile.upsert({ where: { userId: actor.id }, create: { userId: actor.id, ...input }, update: input });
    const after = await readLegalProfile(tx, actor.id);
    const { updatedAt: _before, ...old } = before ?? ({} as Partial<NonNullable<typeof before>>);
    const { updatedAt: _after, ...now } = after!;
    await writeAudit(tx, { event: "legal-profile.updated", entityId: actor.id, actorId: actor.id, before: old, after: now });
    return toLegalProfileWire(actor.id, after);
  });
}
