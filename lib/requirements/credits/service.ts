import "server-only";
// An investor's own education credits: log, edit, delete; lock → decide → write → audit, one transaction.
import type { Tx } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import { writeAudit } from "@/lib/audit/write";
import { transaction } from "@/lib/transaction";
import type { SessionUser } from "@/lib/session";
import { decideCreditDelete, decideCreditEdit } from "@/lib/requirements/credits/policy";
import { creditAuditSnapshot, creditSelect, presentCredit, type EducationCredit, type EducationCreditRow } from "@/lib/requirements/credits/presenter";
import type { EducationCreditInput } from "@/lib/requirements/credits/schemas";
import { notifyReviewers, usernameOf } from "@/lib/notifications/waiting";

type Actor = Pick<SessionUser, "id" | "role">;

function fields(input: EducationCreditInput) {
  const { completionDate, ...rest } = input;
  return { ...rest, completionDate: new Date(`${completionDate}T00:00:00Z`) };
}

async function lockCredit(tx: Tx, id: string): Promise<EducationCreditRow | null> {
  await tx.$queryRaw`SELECT 1 FROM education_credits WHERE id = ${id} FOR UPDATE`;
  return tx.educationCredit.findUnique({ where: { id }, select: creditSelect });
}

export async function logEducationCredit(actor: Actor, input: EducationCreditInput): Promise<EducationCredit> {
  authorize(actor, "education-credits.log");
  return transaction(async (tx, afterCommit) => {
    const row = await tx.educationCredit.create({ data: { userId: actor.id, ...fields(input) }, select: creditSelect });
    await writeAudit(tx, { event: "education-credit.logged", entityId: row.id, actorId: actor.id, after: creditAuditSnapshot(row) });
    await notifyReviewers(afterCommit, "education-credits", `${await usernameOf(tx, actor.id)} logged the education credit "${row.courseName}"; waiting for review.`);
    return presentCredit(row);
  });
}

export async function updateEducationCredit(actor: Actor, id: string, input: EducationCreditInput): Promise<EducationCredit> {
  authorize(actor, "education-credits.log");
  return transaction(async (tx) => {
    const before = decideCreditEdit(await lockCredit(tx, id), actor.id);
    const row = await tx.educationCredit.update({ where: { id }, data: fields(input), select: creditSelect });
    await writeAudit(tx, { event: "education-credit.updated", entityId: id, actorId: actor.id, before: creditAuditSnapshot(before), after: creditAuditSnapshot(row) });
    return presentCredit(row);
  });
}

export async function deleteEducationCredit(actor: Actor, id: string): Promise<void> {
  authorize(actor, "education-credits.log");
  await transaction(async (tx) => {
    const before = decideCreditDelete(await lockCredit(tx, id), actor.id);
    await tx.educationCredit.delete({ where: { id } });
    await writeAudit(tx, { event: "education-credit.deleted", entityId: id, actorId: actor.id, before: creditAuditSnapshot(before) });
  });
}
