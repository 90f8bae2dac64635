import "server-only";
import { transaction } from "@/lib/transaction";
import { writeAudit, writeAuditMany } from "@/lib/audit/write";
import type { AuditEventName } from "@/lib/audit/events";
import { movedBy } from "@/lib/audit/stale-move";
import { authorize } from "@/lib/auth/authorize";
import { can } from "@/lib/auth/permissions";
import { badRequest, conflict, forbidden } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { lockVersion } from "@/lib/agreements/access";
import { notifyUser } from "@/lib/notifications/deliver";
import { investorVersionLink } from "@/lib/agreements/notifications/links";
import { assertMayMoveTo, decideStatusMove, sideOf } from "@/lib/agreements/versions/policy";
import type { AssignTemplatesInput, ChangeVersionStatusInput } from "@/lib/agreements/versions/schemas";

const versionSelect = { id: true, templateId: true, investorId: true, status: true, templateVersion: true, createdAt: true } as const;

/**
 * POST /api/templates/assign. The legal team (templates.manage) assigns to an approved investor (templates
 * the investor has already are skipped: one version per template and investor). An investor
 * (templates.review) starts their own review, once: the investor row is locked first, so two Start clicks
 * at once make one set of versions.
 */
export async function assignTemplates(actor: SessionUser, input: AssignTemplatesInput) {
  const self = !can(actor, "templates.manage");
  if (self) {
    authorize(actor, "templates.review");
    if (input.investorId !== actor.id) throw forbidden("You can only start your own template review");
  }
  return transaction(async (tx, afterCommit) => {
    const [investor] = await tx.$queryRaw<{ id: string; role: SessionUser["role"] }[]>`
      SELECT id, role::text AS role FROM users WHERE id = ${input.investorId} AND status = 'approved' FOR UPDATE`;
    // Only someone who reviews agreements (an investor) can be given versions.
    if (!investor || !can(investor, "templates.review")) throw badRequest("Investor not found or not approved");
    const existing = await tx.investorTemplateVersion.findMany({ where: { investorId: investor.id }, select: { templateId: true } });
    if (self && existing.length > 0) throw conflict("Your template review has already started");
    const templates = await tx.templateDocument.findMany({
      where: { id: { in: input.templateIds }, isActive: true },
      select: { id: true, title: true, content: true, version: true },
    });
    const missing = input.templateIds.filter((id) => !templates.some((t) => t.id === id));
    if (missing.length) throw badRequest(`Template not found or inactive: ${missing.join(", ")}`);
    const have = new Set(existing.map((v) => v.templateId));
    const versions = [];
    for (const t of templates.filter((t) => !have.has(t.id))) {
      versions.push(
        await tx.investorTemplateVersion.create({
          data: { templateId: t.id, investorId: investor.id, content: t.content, templateVersion: t.version },
          select: versionSelect,
        }),
      );
    }
    await writeAuditMany(
      tx,
      versions.map(({ id, createdAt: _createdAt, ...after }) => ({ event: "template.assigned" as const, entityId: id, actorId: actor.id, after })),
    );
    // The legal team's assignment reaches the investor, with its notes; starting one's own review notifies nobody.
    if (!self) {
      const note = input.notes ? ` Note: ${input.notes}` : "";
      for (const v of versions) {
        const title = templates.find((t) => t.id === v.templateId)!.title;
        await notifyUser(afterCommit, investor.id, { kind: "version.assigned", message: `${actor.username} assigned you ${title} to review.${note}`, link: investorVersionLink(v.templateId), versionId: v.id });
      }
    }
    return { assigned: versions.length, versions };
  });
}

const VERSION_MOVES = ["template.status-changed", "template.redlined"] satisfies AuditEventName[];

/**
 * PATCH /api/templates/versions/{id}/status: lock → decide (versions/policy.ts) → write → audit → notify
 * after the commit. Only from the status the screen showed (`expectedStatus`), and never to the status the
 * version has: either is 409 naming who moved it and when.
 */
export async function changeVersionStatus(actor: SessionUser, versionId: string, input: ChangeVersionStatusInput) {
  return transaction(async (tx, afterCommit) => {
    const before = await lockVersion(tx, actor, versionId);
    const side = sideOf(actor);
    assertMayMoveTo(input.status, side);
    if (input.status === before.status || (input.expectedStatus !== undefined && input.expectedStatus !== before.status)) {
      const by = await movedBy(tx, { entityIds: [versionId], events: VERSION_MOVES, actorId: actor.id });
      throw conflict(`This template version is already ${before.status}${by && `; moved there${by}`}`);
    }
    const changes = decideStatusMove(before, input.status, input.note, { id: actor.id, side }, new Date());
    const after = await tx.investorTemplateVersion.update({
      where: { id: versionId },
      data: changes,
      select: { id: true, templateId: true, investorId: true, status: true, statusNote: true, reviewStartedAt: true, redlineSubmittedAt: true, approvedAt: true, approvedBy: true, finalizedAt: true },
    });
    const { id: _id, ...values } = after;
    const { id: _lockedId, content: _content, title: _title, category: _category, ...old } = before;
    await writeAudit(tx, { event: "template.status-changed", entityId: versionId, actorId: actor.id, before: old, after: values });
    // The legal team's moves reach the investor; the investor's own "Mark as In Review" notifies nobody.
    if (side === "legal") {
      const note = after.statusNote && (after.status === "approved" || after.status === "rejected") ? ` Note: ${after.statusNote}` : "";
      await notifyUser(afterCommit, after.investorId, {
        kind: "version.status",
        message: `${before.title} is now ${after.status}.${note}`,
        link: investorVersionLink(after.templateId),
        versionId,
      });
    }
    return { id: after.id, status: after.status };
  });
}
