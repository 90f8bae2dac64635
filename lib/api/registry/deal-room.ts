// The deal room (spec 2 §7 "Documents", plus downloads, review and the CSV export). An investor reaches
// only their own deal room (any other investor's is 404); employees read any investor's, upload and link
// for any investor (documents.manage-any) and review.
import { z } from "zod";
import { DOCUMENT_TYPES } from "@/lib/deal-room/document-types";
import {
  documentsQuerySchema,
  recordIdParams,
  reviewDocumentSchema,
  removeDocumentPartSchema,
  saveDocumentSchema,
  summaryQuerySchema,
  uploadRequestSchema,
  USER_STATUSES,
} from "@/lib/deal-room/schemas";
import { ROLES } from "@/lib/auth/schemas";
import { endpoint } from "@/lib/api/registry/endpoint";
import { isoDate } from "@/lib/api/registry/wire";

const documentType = z.enum(DOCUMENT_TYPES);
const reviewStatus = z.enum(["accepted", "rejected"]).nullable();

/** What lib/deal-room/presenter.ts sends for a document: the spec's fields, the review and every version. */
export const documentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  projectId: z.string().nullable(),
  documentType,
  filename: z.string().nullable(),
  filePath: z.string().nullable(),
  googleDocUrl: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  contentType: z.string().nullable(),
  uploadedAt: isoDate,
  updatedAt: isoDate,
  reviewStatus,
  reviewReason: z.string().nullable(),
  reviewedAt: isoDate.nullable(),
  reviewedBy: z.string().nullable().meta({ description: "The reviewing employee's username" }),
  downloadUrl: z.string().nullable(),
  versions: z.array(
    z.object({
      id: z.string(),
      filename: z.string(),
      fileSize: z.number().int(),
      contentType: z.string(),
      uploadedAt: isoDate,
      uploadedBy: z.string().nullable(),
      downloadUrl: z.string(),
    }),
  ),
});

export const documentStatusSchema = z.object({
  documents: z.array(
    z.object({
      documentType,
      status: z.enum(["Missing", "Partial", "Complete"]),
      hasFile: z.boolean(),
      hasGoogleDoc: z.boolean(),
      done: z.boolean(),
      reviewStatus,
      reviewReason: z.string().nullable(),
    }),
  ),
  completedDocuments: z.number().int(),
  totalDocuments: z.number().int(),
  completionPercentage: z.number().int(),
});

export const summaryRowSchema = z.object({
  user: z.object({ id: z.string(), username: z.string(), role: z.enum(ROLES), status: z.enum(USER_STATUSES) }),
  documents: z.array(z.object({ documentType, hasFile: z.boolean(), hasGoogleDoc: z.boolean(), reviewStatus })),
  completedDocuments: z.number().int(),
  totalDocuments: z.number().int(),
  completionPercentage: z.number().int(),
});

const FILE = { contentType: "application/octet-stream", description: "The stored file, as an attachment (its stored type, nosniff)" };
const CHANGERS =
  "An investor names themself as userId (documents.manage-own); an employee names the investor (documents.manage-any), and the record is the investor's. Any other userId is 404.";
const READERS = "An investor reads their own (documents.manage-own); employees any investor's (documents.read-all). Anyone else's file is 404.";

export const dealRoomEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/documents",
    tag: "deal-room",
    summary: "The deal room's document records",
    description: `Only the types started, with every version. ${READERS} Employees name the investor with userId.`,
    permission: "signed-in",
    query: documentsQuerySchema,
    response: { description: "The records", schema: z.array(documentSchema) },
  }),
  save: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/documents",
    tag: "deal-room",
    summary: "Record a Google Doc link or an uploaded file",
    description:
      `Either {documentType, userId, googleDocUrl} or {documentType, userId, filePath, filename, fileSize}, where filePath is one an upload URL handed out to this investor and type and holds a file of fileSize bytes. Clears an employee's decision. ${CHANGERS}`,
    permission: "signed-in",
    body: saveDocumentSchema,
    response: { status: 201, description: "The record", schema: documentSchema },
  }),
  remove: endpoint({
    method: "POST",
    path: "/api/documents/remove",
    tag: "deal-room",
    summary: "Take back a document's current file or link",
    description: `Beyond the spec. The file stays in the version history. Clears an employee's decision. 409 when there is no such file or link. ${CHANGERS}`,
    permission: "signed-in",
    body: removeDocumentPartSchema,
    response: { description: "The record", schema: documentSchema },
  }),
  status: endpoint({
    method: "GET",
    path: "/api/documents/status",
    tag: "deal-room",
    summary: "Status of each of the nine documents, and x of 9",
    description: READERS,
    permission: "signed-in",
    query: documentsQuerySchema,
    response: { description: "Every type's status", schema: documentStatusSchema },
  }),
  upload: endpoint({
    method: "POST",
    idempotent: true,
    path: "/api/documents/upload",
    tag: "deal-room",
    summary: "A signed upload URL for one file",
    description: `413 over 10 MB, 415 for another type; the PUT checks the file's first bytes. ${CHANGERS}`,
    permission: "signed-in",
    body: uploadRequestSchema,
    response: { description: "Where to PUT the bytes", schema: z.object({ uploadUrl: z.string(), filePath: z.string(), expiresAt: isoDate }) },
  }),
  download: endpoint({
    method: "GET",
    path: "/api/documents/{id}/download",
    tag: "deal-room",
    summary: "Download a document's current file",
    description: READERS,
    permission: "signed-in",
    params: recordIdParams,
    response: { description: "The file", raw: FILE },
  }),
  downloadVersion: endpoint({
    method: "GET",
    path: "/api/documents/versions/{id}/download",
    tag: "deal-room",
    summary: "Download one file version of a document",
    description: READERS,
    permission: "signed-in",
    params: recordIdParams,
    response: { description: "The file", raw: FILE },
  }),
  summary: endpoint({
    method: "GET",
    path: "/api/admin/documents/summary",
    tag: "deal-room",
    summary: "Every investor's document completion",
    description: "Filtered and paged in SQL. Without pageSize, every matching investor.",
    permission: "documents.read-all",
    query: summaryQuerySchema,
    response: { description: "The page of investors", schema: z.array(summaryRowSchema), headers: { "X-Total-Count": "Investors matching the filters, before paging" } },
  }),
  export: endpoint({
    method: "GET",
    path: "/api/admin/documents/export",
    tag: "deal-room",
    summary: "The document matrix as CSV",
    description: "Every investor matching the filters (paging ignored).",
    permission: "documents.read-all",
    query: summaryQuerySchema,
    response: { description: "A CSV file", raw: { contentType: "text/csv", description: "CSV file" } },
  }),
  review: endpoint({
    method: "POST",
    path: "/api/admin/documents/{id}/review",
    tag: "deal-room",
    summary: "Accept or reject a document",
    description:
      "A rejection needs a reason, which the investor sees. 409 when there is no file or link yet. With `expectedStatus` (the decision the screen showed; null for none yet), only from that decision; repeating the current decision is 409 either way, naming who decided and when, and changes nothing.",
    permission: "documents.review",
    params: recordIdParams,
    body: reviewDocumentSchema,
    response: { description: "The record", schema: documentSchema },
  }),
};
