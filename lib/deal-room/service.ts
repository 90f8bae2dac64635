import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { authorize } from "@/lib/auth/authorize";
import { writeAudit } from "@/lib/audit/write";
import { movedBy } from "@/lib/audit/stale-move";
import { getDb, type Tx } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { AppError, badRequest, conflict, notFound } from "@/lib/errors";
import { createUploadUrl, getStorage, isOwnedKey, sanitizeFileName, DEAL_ROOM_EXTENSIONS, MAX_UPLOAD_BYTES, type UploadUrl } from "@/lib/storage";
import { takePendingUpload } from "@/lib/storage/pending-uploads";
import type { Actor } from "@/lib/deal-room/policy";
import { resolveChangedDealRoom } from "@/lib/deal-room/subject";
import { documentSelect, presentDocument, type DocumentView } from "@/lib/deal-room/presenter";
import { audienceOf } from "@/lib/users/audience";
import type { RemoveDocumentPartInput, ReviewDocumentInput, SaveDocumentInput, UploadRequestInput } from "@/lib/deal-room/schemas";
import { notifyDocumentReviewed } from "@/lib/deal-room/notify-review";
import { notifyReviewers, usernameOf } from "@/lib/notifications/waiting";
import { DOCUMENT_LABELS } from "@/lib/deal-room/document-types";

export const DEAL_ROOM_PURPOSE = "deal-room";
export const UNKNOWN_UPLOAD = "Unknown or expired upload. Please upload the file again.";

// The fields an audit row keeps of a document (lib/audit/events.ts "document.*"): what an upload, a link or
// a review changes. The record's investor and type are added to the values of its first event.
const auditFields = { filename: true, filePath: true, fileSize: true, contentType: true, googleDocUrl: true, reviewStatus: true, reviewReason: true } as const;
type AuditFields = Prisma.DocumentGetPayload<{ select: typeof auditFields }>;
const cleared = { reviewStatus: null, reviewReason: null, reviewedBy: null, reviewedAt: null } as const;

/**
 * Step 2 of spec 2 §4's upload flow: checks name, size and the caller's right to the investor (an investor
 * only themself, an employee any investor), hands out a
 * sealed upload URL whose PUT checks the same limits and the file's bytes, bound to the caller and to that
 * investor and type (POST /api/documents accepts nothing else; lib/storage/upload-sweep.ts clears leftovers).
 */
export async function requestUpload(actor: Actor, input: UploadRequestInput): Promise<UploadUrl> {
  const userId = await resolveChangedDealRoom(await getDb(), actor, input.userId);
  return createUploadUrl({
    userId: actor.id,
    ownerId: userId,
    context: input.documentType,
    purpose: DEAL_ROOM_PURPOSE,
    fileName: input.fileName,
    fileSize: input.fileSize,
    contentType: input.contentType,
    maxBytes: MAX_UPLOAD_BYTES,
    allowedExtensions: DEAL_ROOM_EXTENSIONS,
  });
}

/** The investor's record of this type, created empty when missing, locked for the rest of the transaction. */
async function lockDocument(tx: Tx, userId: string, documentType: string): Promise<{ id: string; created: boolean; before: AuditFields }> {
  const inserted = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO documents ("userId", "documentType") VALUES (${userId}, ${documentType}::"DocumentType")
    ON CONFLICT ("userId", "documentType") DO NOTHING RETURNING id`;
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM documents WHERE "userId" = ${userId} AND "documentType" = ${documentType}::"DocumentType" FOR UPDATE`;
  const before = await tx.document.findUniqueOrThrow({ where: { id: row.id }, select: auditFields });
  return { id: row.id, created: inserted.length > 0, before };
}

/** The size and type the store really holds for a path; null when nothing is stored there. */
async function storedFile(filePath: string): Promise<{ size: number; contentType: string } | null> {
  const file = await getStorage().get(filePath).catch((err) => {
    if (err instanceof AppError) return null; // a malformed path is simply not a stored file
    throw err;
  });
  if (!file) return null;
  await file.stream.cancel().catch(() => {});
  return { size: file.size, contentType: file.contentType };
}

/** Consumes the upload URL's pending upload: asked for by this caller, for this investor and type, and not yet swept. */
async function takeUpload(tx: Tx, actor: Actor, input: Extract<SaveDocumentInput, { kind: "file" }>, userId: string): Promise<void> {
  const ours = isOwnedKey(input.filePath, DEAL_ROOM_PURPOSE, userId);
  if (!ours || !(await takePendingUpload(tx, { key: input.filePath, userId: actor.id, context: input.documentType }))) throw badRequest(UNKNOWN_UPLOAD);
}

/**
 * POST /api/documents: records a link, or the file an upload URL received (the current file changes, the
 * earlier ones stay as versions). Either clears an employee's decision on the document. An employee may
 * record for an investor: the record is the investor's, the version's uploader and the audit actor the employee.
 */
export async function saveDocument(actor: Actor, input: SaveDocumentInput): Promise<DocumentView> {
  const userId = await resolveChangedDealRoom(await getDb(), actor, input.userId);
  // Read before the transaction: the store may be remote, and a missing file changes nothing anyway.
  const file = input.kind === "file" ? await storedFile(input.filePath) : null;
  return transaction(async (tx, afterCommit) => {
    let data: Prisma.DocumentUncheckedUpdateInput;
    let version: Omit<Prisma.DocumentVersionUncheckedCreateInput, "documentId"> | null = null;
    if (input.kind === "file") {
      await takeUpload(tx, actor, input, userId);
      if (!file) throw badRequest("The file has not been uploaded. Please upload it again.");
      if (file.size !== input.fileSize) throw badRequest(`fileSize does not match the uploaded file (${file.size} bytes)`);
      const stored = { filePath: input.filePath, filename: sanitizeFileName(input.filename), fileSize: file.size, contentType: file.contentType };
      data = { ...stored, uploadedAt: new Date() };
      version = { ...stored, uploadedBy: actor.id };
    } else {
      data = { googleDocUrl: input.googleDocUrl };
    }
    const doc = await lockDocument(tx, userId, input.documentType);
    await tx.document.update({ where: { id: doc.id }, data: { ...data, ...cleared } });
    if (version) await tx.documentVersion.create({ data: { ...version, documentId: doc.id } });
    const after = await tx.document.findUniqueOrThrow({ where: { id: doc.id }, select: documentSelect });
    // A record's first event also names its investor and type, so the report can name it even once it is gone.
    const identity = doc.created ? { userId, documentType: input.documentType } : {};
    await writeAudit(tx, {
      event: input.kind === "file" ? "document.uploaded" : "document.linked",
      entityId: doc.id,
      actorId: actor.id,
      before: doc.before,
      after: { ...pick(after), ...identity },
    });
    // What the investor hands in waits for a reviewer; what an employee records for them does not.
    if (userId === actor.id) {
      const handedIn = `${await usernameOf(tx, userId)} handed in the deal-room document "${DOCUMENT_LABELS[input.documentType]}"; waiting for review.`;
      await notifyReviewers(afterCommit, "document", handedIn);
    }
    return presentDocument(after, audienceOf(actor));
  });
}

const NOTHING_TO_REMOVE = { file: "There is no file to remove", link: "There is no link to remove" } as const;
const REMOVED = { file: { filePath: null, filename: null, fileSize: null, contentType: null }, link: { googleDocUrl: null } } as const;

/**
 * Takes the current file or link off a document (the investor's own, or an employee for the investor).
 * The file stays downloadable in the version history; what was handed in changed, so a decision is cleared.
 */
export async function removeDocumentPart(actor: Actor, input: RemoveDocumentPartInput): Promise<DocumentView> {
  const userId = await resolveChangedDealRoom(await getDb(), actor, input.userId);
  return transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM documents WHERE "userId" = ${userId} AND "documentType" = ${input.documentType}::"DocumentType" FOR UPDATE`;
    const before = row && (await tx.document.findUniqueOrThrow({ where: { id: row.id }, select: auditFields }));
    if (!before || !(input.part === "file" ? before.filePath : before.googleDocUrl)) throw conflict(NOTHING_TO_REMOVE[input.part]);
    await tx.document.update({ where: { id: row.id }, data: { ...REMOVED[input.part], ...cleared } });
    const after = await tx.document.findUniqueOrThrow({ where: { id: row.id }, select: documentSelect });
    await writeAudit(tx, { event: "document.removed", entityId: row.id, actorId: actor.id, before, after: pick(after) });
    return presentDocument(after, audienceOf(actor));
  });
}

const pick = (doc: AuditFields): AuditFields => ({
  filename: doc.filename,
  filePath: doc.filePath,
  fileSize: doc.fileSize,
  contentType: doc.contentType,
  googleDocUrl: doc.googleDocUrl,
  reviewStatus: doc.reviewStatus,
  reviewReason: doc.reviewReason,
});

/**
 * Beyond the spec (DESIGN.md): an employee accepts or rejects what an investor handed in, from the decision
 * the screen showed (`expectedStatus`). Deciding what is already decided (a second click, a second tab,
 * a colleague first) is 409 naming who decided and when, and writes nothing.
 */
export async function reviewDocument(actor: Actor, documentId: string, input: ReviewDocumentInput): Promise<DocumentView> {
  authorize(actor, "documents.review");
  return transaction(async (tx, afterCommit) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM documents WHERE id = ${documentId} FOR UPDATE`;
    if (!locked) throw notFound("Document not found");
    const before = await tx.document.findUniqueOrThrow({ where: { id: documentId }, select: auditFields });
    if (!before.filePath && !before.googleDocUrl) throw conflict("There is no file or link to review yet");
    const stale = input.expectedStatus !== undefined && input.expectedStatus !== before.reviewStatus;
    if (stale || input.decision === before.reviewStatus) {
      const by = await movedBy(tx, { entityIds: [documentId], events: ["document.reviewed"], actorId: actor.id });
      throw conflict(before.reviewStatus ? `This document was already ${before.reviewStatus}${by}` : "This document's decision was cleared by a new file or link; please look at it again");
    }
    await tx.document.update({
      where: { id: documentId },
      data: { reviewStatus: input.decision, reviewReason: input.reason || null, reviewedBy: actor.id, reviewedAt: new Date() },
    });
    const after = await tx.document.findUniqueOrThrow({ where: { id: documentId }, select: documentSelect });
    await writeAudit(tx, {
      event: "document.reviewed",
      entityId: documentId,
      actorId: actor.id,
      before: { reviewStatus: before.reviewStatus, reviewReason: before.reviewReason },
      after: { reviewStatus: after.reviewStatus, reviewReason: after.reviewReason },
    });
    await notifyDocumentReviewed(tx, afterCommit, documentId);
    return presentDocument(after, audienceOf(actor));
  });
}
