import "server-only";
import { getDb, type Db, type Tx } from "@/lib/db";
import type { CourseCategory } from "@/lib/courses/schemas";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import type { AuditEventName } from "@/lib/audit/events";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { getStorage, newStorageKey } from "@/lib/storage";
import type { Certificate } from "@/lib/courses/certificate-form";
import { assertMayReadCertificate, decideReview, decideSubmission, type AssignmentState, type CompletionState } from "@/lib/courses/policy";
import type { ReviewCompletionInput, SubmitCompletionInput } from "@/lib/courses/schemas";
import { completionSelect } from "@/lib/courses/sql";
import { movedBy } from "@/lib/audit/stale-move";
import type { CompletionWithRefs } from "@/lib/courses/types";
import { notifyCompletionReviewed } from "@/lib/courses/notify-review";
import { deleteStoredFile } from "@/lib/storage/delete-effect";

export const CERTIFICATE_PURPOSE = "course-certificates";

// The audited fields: the storage key (not the route) is what the trail must keep.
const auditSelect = {
  status: true,
  completionDate: true,
  submissionNotes: true,
  certificateUrl: true,
  approvedBy: true,
  approvedAt: true,
  rejectionReason: true,
} as const;

/** The figures an approval fixes (approvalFigures); none before, and none again when resubmitted after a rejection. */
type Figures = { creditHours: string; courseTitle: string; category: CourseCategory };
const NO_FIGURES = { creditHours: null, courseTitle: null, category: null };

const readView = async (tx: Tx, id: string) => (await tx.$queryRaw<CompletionWithRefs[]>`${completionSelect} WHERE cc.id = ${id}`)[0];

async function readState(tx: Db | Tx, assignmentId: string, userId: string, lock: boolean) {
  const [assignment] = lock
    ? await tx.$queryRaw<AssignmentState[]>`SELECT id, "courseId", "userId" FROM course_assignments WHERE id = ${assignmentId} FOR UPDATE`
    : await tx.$queryRaw<AssignmentState[]>`SELECT id, "courseId", "userId" FROM course_assignments WHERE id = ${assignmentId}`;
  const completion = await tx.courseCompletion.findUnique({ where: { assignmentId_userId: { assignmentId, userId } }, select: { id: true, status: true } });
  return { assignment: assignment ?? null, completion: completion as CompletionState | null };
}

/**
 * POST /api/course-completions. A cheap check first, so a refused submission stores no file; then the
 * certificate is stored, and the decision is made again under the assignment's row lock (two
 * submissions at once: the second sees the first's pending record and gets 409). A resubmission after
 * a rejection returns the same record to pending; the audit row keeps the earlier rejection reason, and
 * the certificate it replaces is deleted once the change has committed. A submission that loses (its
 * transaction rolled back, so no record points at its file) removes the file it stored.
 */
export async function submitCompletion(actor: SessionUser, input: SubmitCompletionInput, certificate: Certificate | null): Promise<CompletionWithRefs> {
  authorize(actor, "courses.take");
  const early = await readState(await getDb(), input.assignmentId, actor.id, false);
  decideSubmission(early.assignment, early.completion, actor.id, input.courseId);

  const key = certificate ? newStorageKey({ purpose: CERTIFICATE_PURPOSE, ownerId: actor.id, fileName: certificate.fileName }) : null;
  if (certificate && key) await getStorage().put(key, certificate.bytes, { contentType: certificate.contentType });
  try {
    return await transaction(async (tx, afterCommit) => {
      const { assignment, completion } = await readState(tx, input.assignmentId, actor.id, true);
      const kind = decideSubmission(assignment, completion, actor.id, input.courseId);
      const data = {
        completionDate: new Date(`${input.completionDate}T00:00:00Z`),
        submissionNotes: input.submissionNotes,
        certificateUrl: key,
        status: "pending" as const,
        approvedBy: null,
        approvedAt: null,
        rejectionReason: null,
        ...NO_FIGURES,
      };
      if (kind === "create") {
        const created = await tx.courseCompletion.create({
          data: { ...data, assignmentId: assignment!.id, userId: actor.id, courseId: assignment!.courseId },
          select: { id: true, ...auditSelect },
        });
        const { id, ...after } = created;
        await writeAudit(tx, { event: "course.completed", entityId: id, actorId: actor.id, after });
        return readView(tx, id);
      }
      const before = await tx.courseCompletion.findUniqueOrThrow({ where: { id: completion!.id }, select: auditSelect });
      const after = await tx.courseCompletion.update({ where: { id: completion!.id }, data, select: auditSelect });
      await writeAudit(tx, { event: "course-completion.resubmitted", entityId: completion!.id, actorId: actor.id, before, after });
      const replaced = before.certificateUrl;
      if (replaced && replaced !== key) await afterCommit(deleteStoredFile, { key: replaced });
      return readView(tx, completion!.id);
    });
  } catch (err) {
    // Rolled back: the after-commit work never runs, and this submission's own file has no record.
    if (key) await getStorage().delete(key).catch(() => {});
    throw err;
  }
}

const REVIEW_EVENTS = ["course-completion.approved", "course-completion.rejected"] satisfies AuditEventName[];

/**
 * DESIGN.md "A decision fixes its figures": the course's credit hours, title and category as they are when
 * the completion is approved, copied onto it; every approved-hours read takes these, so a later edit of the
 * course changes only what is approved later. FOR SHARE: an edit of the course in flight commits first
 * (and is what gets approved) or waits for the approval.
 */
async function approvalFigures(tx: Tx, courseId: string): Promise<Figures> {
  const [course] = await tx.$queryRaw<Figures[]>`
    SELECT "creditHours"::text AS "creditHours", title AS "courseTitle", category::text AS category FROM courses WHERE id = ${courseId} FOR SHARE`;
  return course;
}

/**
 * PATCH /api/admin/course-completions/{id}: approve or reject a pending completion, once. Approval fixes
 * the course's figures on the completion (approvalFigures) and marks the assignment completed, in the
 * same transaction, which is what counts its credit hours.
 */
export async function reviewCompletion(actor: SessionUser, id: string, input: ReviewCompletionInput): Promise<CompletionWithRefs> {
  authorize(actor, "courses.manage");
  return transaction(async (tx, afterCommit) => {
    await tx.$queryRaw`SELECT 1 FROM course_completions WHERE id = ${id} FOR UPDATE`;
    const current = await tx.courseCompletion.findUnique({ where: { id }, select: { id: true, assignmentId: true, courseId: true, ...auditSelect } });
    const decidedBy = current && current.status !== "pending" ? await movedBy(tx, { entityIds: [id], events: REVIEW_EVENTS, actorId: actor.id }) : "";
    const changes = decideReview(current, input, actor.id, new Date(), decidedBy);
    const { id: _id, assignmentId, courseId, ...before } = current!;
    const figures = changes.status === "approved" ? await approvalFigures(tx, courseId) : NO_FIGURES;
    const after = await tx.courseCompletion.update({ where: { id }, data: { ...changes, ...figures }, select: auditSelect });
    if (changes.status === "approved") await tx.courseAssignment.update({ where: { id: assignmentId }, data: { status: "completed" }, select: { id: true } });
    const event = changes.status === "approved" ? "course-completion.approved" : "course-completion.rejected";
    // The approval's row names the figures it fixed (exact text); a rejection fixes none, so they are no change.
    await writeAudit(tx, { event, entityId: id, actorId: actor.id, before: { ...before, ...NO_FIGURES }, after: { ...after, ...figures } });
    await notifyCompletionReviewed(tx, afterCommit, id);
    return readView(tx, id);
  });
}

/** The certificate's storage key, for its owner and for course managers; anyone else gets 404. */
export async function getCertificateKey(actor: SessionUser, completionId: string): Promise<string> {
  const db = await getDb();
  const completion = await db.courseCompletion.findUnique({ where: { id: completionId }, select: { userId: true, certificateUrl: true } });
  return assertMayReadCertificate(completion, actor);
}
