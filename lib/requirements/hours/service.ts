import "server-only";
// An investor's own service-hour entries: log, edit, delete. Each change locks the row, lets the policy
// decide, writes, and records the audit event in the same transaction; evidence files that no entry
// points at any more are removed only after the commit.
import type { Tx } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import { writeAudit } from "@/lib/audit/write";
import { transaction } from "@/lib/transaction";
import type { SessionUser } from "@/lib/session";
import { decideServiceHoursDelete, decideServiceHoursEdit } from "@/lib/requirements/hours/policy";
import { auditSnapshot, entrySelect, presentServiceHours, type ServiceHoursEntry, type ServiceHoursRow } from "@/lib/requirements/hours/presenter";
import type { ServiceHoursInput } from "@/lib/requirements/hours/schemas";
import { notifyReviewers, usernameOf } from "@/lib/notifications/waiting";
import { day } from "@/lib/notifications/decisions";
import { hoursPhrase } from "@/lib/requirements/decimal-hours";
import { checkEvidence, NO_EVIDENCE, removeEvidenceFile, takeEvidenceUpload, type EvidenceColumns } from "@/lib/requirements/hours/evidence";

type Actor = Pick<SessionUser, "id" | "role">;

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

function fields(input: ServiceHoursInput) {
  return { serviceDate: asDate(input.serviceDate), hours: input.hours, category: input.category, description: input.description };
}

async function lockEntry(tx: Tx, id: string): Promise<ServiceHoursRow | null> {
  await tx.$queryRaw`SELECT 1 FROM service_hours WHERE id = ${id} FOR UPDATE`;
  return tx.serviceHours.findUnique({ where: { id }, select: entrySelect });
}

export async function logServiceHours(actor: Actor, input: ServiceHoursInput): Promise<ServiceHoursEntry> {
  authorize(actor, "service-hours.log");
  const evidence = input.evidenceFilePath ? await checkEvidence(actor.id, input.evidenceFilePath) : NO_EVIDENCE;
  return transaction(async (tx, afterCommit) => {
    await takeEvidenceUpload(tx, actor.id, evidence);
    const row = await tx.serviceHours.create({ data: { userId: actor.id, ...fields(input), ...evidence }, select: entrySelect });
    await writeAudit(tx, { event: "service-hours.logged", entityId: row.id, actorId: actor.id, after: auditSnapshot(row) });
    const what = `${hoursPhrase(row.hours.toFixed(2), "service hour")} on ${day(row.serviceDate)}`;
    await notifyReviewers(afterCommit, "service-hours", `${await usernameOf(tx, actor.id)} logged ${what}; waiting for review.`);
    return presentServiceHours(row);
  });
}

/** The evidence an edit leaves: unchanged when not sent or the same file, none for null, else the new file. */
async function nextEvidence(actor: Actor, before: ServiceHoursRow, path: string | null | undefined): Promise<EvidenceColumns | null> {
  if (path === undefined || path === before.evidenceKey) return null;
  return path === null ? NO_EVIDENCE : checkEvidence(actor.id, path);
}

export async function updateServiceHours(actor: Actor, id: string, input: ServiceHoursInput): Promise<ServiceHoursEntry> {
  authorize(actor, "service-hours.log");
  return transaction(async (tx, afterCommit) => {
    const before = decideServiceHoursEdit(await lockEntry(tx, id), actor.id);
    const evidence = await nextEvidence(actor, before, input.evidenceFilePath);
    if (evidence) await takeEvidenceUpload(tx, actor.id, evidence);
    const row = await tx.serviceHours.update({ where: { id }, data: { ...fields(input), ...(evidence ?? {}) }, select: entrySelect });
    await writeAudit(tx, { event: "service-hours.updated", entityId: id, actorId: actor.id, before: auditSnapshot(before), after: auditSnapshot(row) });
    if (evidence) await removeEvidenceFile(afterCommit, before.evidenceKey);
    return presentServiceHours(row);
  });
}

export async function deleteServiceHours(actor: Actor, id: string): Promise<void> {
  authorize(actor, "service-hours.log");
  await transaction(async (tx, afterCommit) => {
    const before = decideServiceHoursDelete(await lockEntry(tx, id), actor.id);
    await tx.serviceHours.delete({ where: { id } });
    await writeAudit(tx, { event: "service-hours.deleted", entityId: id, actorId: actor.id, before: auditSnapshot(before) });
    await removeEvidenceFile(afterCommit, before.evidenceKey);
  });
}
