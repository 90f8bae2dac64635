import "server-only";
// Employees decide pending service hours and education credits (DESIGN.md). One write path for a single
// approve, a reject with its reason and a bulk approve: lock the rows (in id order, so two bulk calls
// cannot deadlock), let the policy decide all or nothing, write, audit each row (service-hours.approved /
// rejected, education-credit.approved / rejected), one transaction. Reviewing needs the kind's review permission. An
// investor's edit or delete locks the same row, so a race has one winner and the loser gets 404 or 409.
import { Prisma } from "@/generated/prisma/client";
import { authorize } from "@/lib/auth/authorize";
import type { Permission } from "@/lib/auth/permissions";
import { transaction } from "@/lib/transaction";
import { writeAuditMany } from "@/lib/audit/write";
import type { SessionUser } from "@/lib/session";
import { alreadyDecidedMessage, decidedAlready, type ReviewDecision } from "@/lib/requirements/review-policy";
import { movedBy } from "@/lib/audit/stale-move";
import { conflict } from "@/lib/errors";
import { notifyEntriesReviewed } from "@/lib/requirements/notify-review";
import type { ReviewStatus } from "@/lib/requirements/schemas";

export type ReviewKind = "service-hours" | "education-credits";

type Kind = { table: Prisma.Sql; permission: Permission; events: Record<ReviewDecision["status"], "service-hours.approved" | "service-hours.rejected" | "education-credit.approved" | "education-credit.rejected"> };

const KINDS: Record<ReviewKind, Kind> = {
  "service-hours": { table: Prisma.raw("service_hours"), permission: "service-hours.review", events: { approved: "service-hours.approved", rejected: "service-hours.rejected" } },
  "education-credits": {
    table: Prisma.raw("education_credits"),
    permission: "education-credits.review",
    events: { approved: "education-credit.approved", rejected: "education-credit.rejected" },
  },
};

export type ReviewResult = { ids: string[]; status: "approved" | "rejected" };

type Actor = Pick<SessionUser, "id" | "role">;

export async function reviewEntries(actor: Actor, kind: ReviewKind, ids: string[], decision: ReviewDecision): Promise<ReviewResult> {
  const { table, permission, events } = KINDS[kind];
  authorize(actor, permission);
  return transaction(async (tx, afterCommit) => {
    const found = await tx.$queryRaw<{ id: string; status: ReviewStatus }[]>`
      SELECT id, status::text AS status FROM ${table} WHERE id IN (${Prisma.join(ids)}) ORDER BY id FOR UPDATE`;
    const decided = decidedAlready(found, ids);
    if (decided.length > 0) {
      const { text, tail } = alreadyDecidedMessage(decided, ids.length, decision.status);
      throw conflict(`${text}${await movedBy(tx, { entityIds: decided.map((e) => e.id), events: Object.values(events), actorId: actor.id })}${tail}`);
    }
    const now = new Date();
    await tx.$executeRaw`
      UPDATE ${table} SET status = ${decision.status}::"ReviewStatus", "approvedBy" = ${actor.id}, "approvedAt" = ${now},
        "rejectionReason" = ${decision.reason}, "updatedAt" = ${now}
      WHERE id IN (${Prisma.join(ids)})`;
    await writeAuditMany(
      tx,
      found.map((e) => ({
        event: events[decision.status],
        entityId: e.id,
        actorId: actor.id,
        before: { status: "pending", approvedBy: null, approvedAt: null, rejectionReason: null },
        after: { status: decision.status, approvedBy: actor.id, approvedAt: now, rejectionReason: decision.reason },
      })),
    );
    await notifyEntriesReviewed(tx, afterCommit, kind, ids);
    return { ids, status: decision.status };
  });
}

export const approveEntries = (actor: Actor, kind: ReviewKind, ids: string[]) => reviewEntries(actor, kind, ids, { status: "approved", reason: null });

export const rejectEntry = (actor: Actor, kind: ReviewKind, id: string, reason: string) => reviewEntries(actor, kind, [id], { status: "rejected", reason });
