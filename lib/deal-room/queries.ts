import "server-only";
import { authorize } from "@/lib/auth/authorize";
import { getDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { DOCUMENT_TYPES, TOTAL_DOCUMENTS, type DocumentType } from "@/lib/deal-room/document-types";
import { authorizeReader, completionPercentage, DEAL_ROOM_ROLES, documentStatus, isDone, mayReadDocumentOf, type Actor, type DocumentStatus, type ReviewStatus } from "@/lib/deal-room/policy";
import { documentSelect, presentDocument, type DocumentView } from "@/lib/deal-room/presenter";
import { resolveSubject } from "@/lib/deal-room/subject";
import { audienceOf } from "@/lib/users/audience";

/** GET /api/documents: the investor's records (only the types they have started), newest versions first. */
export async function listDocuments(actor: Actor, requestedId?: string): Promise<DocumentView[]> {
  const db = await getDb();
  const userId = await resolveSubject(db, actor, requestedId);
  const rows = await db.document.findMany({ where: { userId }, select: documentSelect, orderBy: { documentType: "asc" } });
  return rows.map((row) => presentDocument(row, audienceOf(actor)));
}

export type TypeStatus = {
  documentType: DocumentType;
  status: DocumentStatus;
  hasFile: boolean;
  hasGoogleDoc: boolean;
  done: boolean;
  reviewStatus: ReviewStatus | null;
  reviewReason: string | null;
};

export type DocumentStatusView = { documents: TypeStatus[]; completedDocuments: number; totalDocuments: number; completionPercentage: number };

/** GET /api/documents/status: every one of the nine types, with spec 2 §4's status, and x of 9. */
export async function getDocumentStatus(actor: Actor, requestedId?: string): Promise<DocumentStatusView> {
  const db = await getDb();
  const userId = await resolveSubject(db, actor, requestedId);
  const rows = await db.document.findMany({
    where: { userId },
    select: { documentType: true, filePath: true, googleDocUrl: true, reviewStatus: true, reviewReason: true },
  });
  const byType = new Map(rows.map((r) => [r.documentType as DocumentType, r]));
  const documents = DOCUMENT_TYPES.map((documentType): TypeStatus => {
    const row = byType.get(documentType);
    const hasFile = !!row?.filePath;
    const hasGoogleDoc = !!row?.googleDocUrl;
    const reviewStatus = (row?.reviewStatus ?? null) as ReviewStatus | null;
    return { documentType, status: documentStatus(hasFile, hasGoogleDoc), hasFile, hasGoogleDoc, done: isDone(hasFile, hasGoogleDoc, reviewStatus), reviewStatus, reviewReason: row?.reviewReason ?? null };
  });
  const completedDocuments = documents.filter((d) => d.done).length;
  return { documents, completedDocuments, totalDocuments: TOTAL_DOCUMENTS, completionPercentage: completionPercentage(completedDocuments) };
}

/** A stored file the actor may open: the current file of a document, or one of its versions; else 404. */
export async function findReadableFile(actor: Actor, ref: { documentId: string } | { versionId: string }): Promise<{ filePath: string; filename: string }> {
  authorizeReader(actor);
  const db = await getDb();
  const file =
    "documentId" in ref
      ? await db.document.findUnique({ where: { id: ref.documentId }, select: { userId: true, filePath: true, filename: true } })
      : await db.documentVersion
          .findUnique({ where: { id: ref.versionId }, select: { filePath: true, filename: true, document: { select: { userId: true } } } })
          .then((v) => v && { userId: v.document.userId, filePath: v.filePath, filename: v.filename });
  if (!file?.filePath || !mayReadDocumentOf(actor, file.userId)) throw notFound("File not found");
  return { filePath: file.filePath, filename: file.filename ?? "document" };
}

/** The investor an employee's read-only deal-room page is about, or null when there is no such investor. */
export async function findInvestor(actor: Actor, id: string): Promise<{ id: string; username: string } | null> {
  authorize(actor, "documents.read-all");
  const db = await getDb();
  return db.user.findFirst({ where: { id, role: { in: [...DEAL_ROOM_ROLES] } }, select: { id: true, username: true } });
}
