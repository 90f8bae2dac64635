import "server-only";
import type { Tx } from "@/lib/db";
import { transaction, type AfterCommit } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { AppError, conflict, notFound } from "@/lib/errors";
import { movedBy } from "@/lib/audit/stale-move";
import type { SessionUser } from "@/lib/session";
import { authorizeAgreements, lockVersion, type LockedVersion } from "@/lib/agreements/access";
import { notifyLegalTeam, notifyUser } from "@/lib/notifications/deliver";
import { employeeVersionLink, investorVersionLink } from "@/lib/agreements/notifications/links";
import { assertOpenForComments, assertSelection } from "@/lib/agreements/threads/policy";
import { redlineMove, sideOf } from "@/lib/agreements/versions/policy";
import { threadSelect, toThread } from "@/lib/agreements/threads/queries";
import type { CreateThreadInput, ReplyInput, ThreadStatusInput } from "@/lib/agreements/threads/schemas";

const THREAD_NOT_FOUND = "Redline thread not found";

/** The legal team's words reach the investor; the investor's reach the legal team. Queued for after the commit. */
function tellTheOtherSide(afterCommit: AfterCommit, actor: SessionUser, v: LockedVersion, kind: string, message: string): Promise<void> {
  const base = { kind, message, versionId: v.id };
  if (sideOf(actor) === "legal") return notifyUser(afterCommit, v.investorId, { ...base, link: investorVersionLink(v.templateId) });
  return notifyLegalTeam(afterCommit, { ...base, link: employeeVersionLink(v.investorId, v.templateId) });
}

const authorRole = (actor: SessionUser) => (sideOf(actor) === "legal" ? "employee" : "investor");

/** POST /api/templates/threads: the redline, and the version's move to redlined when it is the investor's first while reviewing. */
export async function createThread(actor: SessionUser, input: CreateThreadInput) {
  return transaction(async (tx, afterCommit) => {
    const version = await lockVersion(tx, actor, input.templateVersionId);
    assertOpenForComments(version.status);
    assertSelection(version.content, input.startOffset, input.endOffset, input.selectedText);
    const { templateVersionId, ...fields } = input;
    const thread = await tx.redlineThread.create({
      data: { ...fields, versionId: templateVersionId, authorId: actor.id, authorRole: authorRole(actor) },
      select: threadSelect,
    });
    const { id, replies: _none, author: _author, createdAt: _createdAt, ...values } = thread;
    await writeAudit(tx, { event: "thread.created", entityId: id, actorId: actor.id, after: values });
    const move = redlineMove(version, sideOf(actor), new Date());
    if (move) {
      await tx.investorTemplateVersion.update({ where: { id: version.id }, data: move });
      await writeAudit(tx, {
        event: "template.redlined",
        entityId: version.id,
        actorId: actor.id,
        before: { status: version.status, redlineSubmittedAt: version.redlineSubmittedAt },
        after: { status: move.status, redlineSubmittedAt: move.redlineSubmittedAt },
      });
    }
    await tellTheOtherSide(afterCommit, actor, version, "thread.created", `${actor.username} commented on ${version.title}: "${clip(input.comment)}"`);
    return { ...toThread(thread), versionStatus: move?.status ?? version.status };
  });
}

/** Finds a thread and locks its version: replies and status changes follow the version's lock and rules. */
async function lockThread(tx: Tx, actor: SessionUser, threadId: string) {
  authorizeAgreements(actor);
  const found = await tx.redlineThread.findUnique({ where: { id: threadId }, select: { versionId: true } });
  if (!found) throw notFound(THREAD_NOT_FOUND);
  // Another investor's thread does not exist for this caller.
  const version = await lockVersion(tx, actor, found.versionId).catch((err: unknown) => {
    throw err instanceof AppError && err.code === "NOT_FOUND" ? notFound(THREAD_NOT_FOUND) : err;
  });
  assertOpenForComments(version.status);
  // Read again under the version's lock: a status change that committed while this one waited is seen.
  const thread = await tx.redlineThread.findUniqueOrThrow({ where: { id: threadId }, select: { id: true, versionId: true, status: true, resolvedBy: true, resolvedAt: true } });
  return { thread, version };
}

/** POST /api/templates/threads/{id}/replies. */
export async function addReply(actor: SessionUser, threadId: string, input: ReplyInput) {
  const reply = await transaction(async (tx, afterCommit) => {
    const { version } = await lockThread(tx, actor, threadId);
    const reply = await tx.redlineReply.create({
      data: { threadId, authorId: actor.id, text: input.text },
      select: { id: true, threadId: true, text: true, createdAt: true, author: { select: { id: true, username: true } } },
    });
    // Recorded on the thread, the record the report names.
    await writeAudit(tx, { event: "thread.replied", entityId: threadId, actorId: actor.id, after: { replyId: reply.id, authorId: actor.id, text: reply.text } });
    await tellTheOtherSide(afterCommit, actor, version, "thread.reply", `${actor.username} replied on ${version.title}: "${clip(input.text)}"`);
    return reply;
  });
  return { ...reply, authorRole: authorRole(actor) };
}

/**
 * PATCH /api/templates/threads/{id}/status: the legal team or the version's investor, from the status the
 * screen showed (`expectedStatus`); the status the thread has already is 409 naming who set it and when.
 */
export async function setThreadStatus(actor: SessionUser, threadId: string, input: ThreadStatusInput) {
  return transaction(async (tx) => {
    const { thread } = await lockThread(tx, actor, threadId);
    if (input.status === thread.status || (input.expectedStatus !== undefined && input.expectedStatus !== thread.status)) {
      const by = await movedBy(tx, { entityIds: [threadId], events: ["thread.status-changed", "thread.created"], actorId: actor.id });
      throw conflict(`This thread was already marked ${thread.status}${by}`);
    }
    const resolved = input.status === "resolved";
    const after = await tx.redlineThread.update({
      where: { id: threadId },
      data: { status: input.status, resolvedBy: resolved ? actor.id : null, resolvedAt: resolved ? new Date() : null },
      select: { id: true, status: true, resolvedBy: true, resolvedAt: true },
    });
    await writeAudit(tx, {
      event: "thread.status-changed",
      entityId: threadId,
      actorId: actor.id,
      before: { status: thread.status, resolvedBy: thread.resolvedBy, resolvedAt: thread.resolvedAt },
      after: { status: after.status, resolvedBy: after.resolvedBy, resolvedAt: after.resolvedAt },
    });
    return after;
  });
}

const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);
