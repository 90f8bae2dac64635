// Joining and leaving a project's waitlist (issue 22 §2). Both take the project's row lock first, as every
// reservation move does, so a join racing a withdrawal either lands before it (and may be promoted) or
// after it (and sees the new holder); fifty joins at once queue one after another. The unique
// (project, investor) key is the second guard.
import "server-only";
import type { Tx } from "@/lib/db";
import { writeAudit } from "@/lib/audit/write";
import { authorize } from "@/lib/auth/authorize";
import { conflict, notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { transaction } from "@/lib/transaction";
import { notReadyMessage } from "@/lib/readiness/policy";
import { unmetReadiness } from "@/lib/readiness/queries";
import { decideJoin } from "@/lib/reservations/waitlist-policy";
import { stateSelect } from "@/lib/reservations/state";

async function lockProject(tx: Tx, projectId: string) {
  await tx.$queryRaw`SELECT 1 FROM projects WHERE id = ${projectId} FOR UPDATE`;
  return tx.project.findUnique({ where: { id: projectId }, select: stateSelect });
}

/** The investor's place: how many are in line up to and including them. */
async function placeIn(tx: Tx, projectId: string, userId: string): Promise<number> {
  const [{ place }] = await tx.$queryRaw<{ place: number }[]>`
    SELECT count(*)::int AS place FROM waitlist_entries
    WHERE "projectId" = ${projectId} AND seq <= (SELECT seq FROM waitlist_entries WHERE "projectId" = ${projectId} AND "userId" = ${userId})`;
  return place;
}

/** POST /api/projects/{id}/waitlist: the caller joins the line (a repeat answers their place). */
export async function joinWaitlist(actor: SessionUser, projectId: string): Promise<{ place: number }> {
  authorize(actor, "projects.reserve");
  return transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const mine = await tx.waitlistEntry.findUnique({ where: { projectId_userId: { projectId, userId: actor.id } }, select: { id: true } });
    if (decideJoin(project, actor.id, mine !== null)) {
      const unmet = await unmetReadiness(tx, actor.id);
      if (unmet) throw conflict(notReadyMessage(unmet));
      await tx.waitlistEntry.create({ data: { projectId, userId: actor.id } });
      await writeAudit(tx, { event: "reservation.waitlist-joined", entityId: projectId, actorId: actor.id, after: { waitlistUserId: actor.id } });
    }
    return { place: await placeIn(tx, projectId, actor.id) };
  });
}

/** DELETE /api/projects/{id}/waitlist: the caller leaves the line; everyone behind moves up. */
export async function leaveWaitlist(actor: SessionUser, projectId: string): Promise<void> {
  authorize(actor, "projects.reserve");
  await transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    const { count } = await tx.waitlistEntry.deleteMany({ where: { projectId, userId: actor.id } });
    if (count === 0) {
      if (!project || !project.sharedWithInvestors) throw notFound("Project not found");
      throw conflict("You are not on the waitlist for this project");
    }
    await writeAudit(tx, { event: "reservation.waitlist-left", entityId: projectId, actorId: actor.id, before: { waitlistUserId: actor.id } });
  });
}
