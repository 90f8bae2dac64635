// The deal room's endpoints (spec 2 §7 "Documents", plus downloads, review and the CSV export). An
// investor reaches only their own deal room: `external` owns each record, so `otherExternal` gets 404.
// Reads are open to both roles at the gate (an investor's own through documents.manage-own, any
// investor's through documents.read-all), and so are uploads and links (an investor's own through
// documents.manage-own, any investor's through documents.manage-any): the employee naming `external` gets 200.
import type { AccessRow, Cast, ActionRow } from "@/test/access/types";
import { GET as list, POST as save } from "@/app/api/documents/route";
import { POST as upload } from "@/app/api/documents/upload/route";
import { POST as remove } from "@/app/api/documents/remove/route";
import { GET as status } from "@/app/api/documents/status/route";
import { GET as download } from "@/app/api/documents/[id]/download/route";
import { GET as versionDownload } from "@/app/api/documents/versions/[id]/download/route";
import { GET as summary } from "@/app/api/admin/documents/summary/route";
import { GET as exportCsv } from "@/app/api/admin/documents/export/route";
import { POST as review } from "@/app/api/admin/documents/[id]/review/route";
import { makeStoredDocument } from "@/test/factories/deal-room";
import { requestDocumentUploadAction } from "@/actions/deal-room/request-document-upload";
import { saveDocumentAction } from "@/actions/deal-room/save-document";
import { reviewDocumentAction } from "@/actions/deal-room/review-document";
import { removeDocumentPartAction } from "@/actions/deal-room/remove-document-part";

const NOT_ANOTHER_INVESTORS = { otherExternal: 404 } as const;

const uploadRequest = (cast: Cast) => ({ documentType: "pictures", userId: cast.external.id, fileName: "site.pdf", fileSize: 1000 });
/** A stored file on the investor's Pictures, and the body that removes it. */
const storedPicture = async (cast: Cast) => {
  await makeStoredDocument(cast.external.id, "pictures");
  return { documentType: "pictures", userId: cast.external.id, part: "file" };
};
const link = (cast: Cast) => ({ documentType: "pictures", userId: cast.external.id, googleDocUrl: "https://docs.google.com/document/d/matrix" });

export const dealRoomRows: AccessRow[] = [
  { name: "GET /api/documents", handler: list, permission: "signed-in" },
  {
    name: "GET /api/documents?userId={investor}",
    handler: list,
    setup: async (cast) => ({ url: `/api/documents?userId=${cast.external.id}` }),
    permission: "signed-in",
    overrides: NOT_ANOTHER_INVESTORS,
  },
  { name: "GET /api/documents/status", handler: status, permission: "signed-in" },
  {
    name: "GET /api/documents/status?userId={investor}",
    handler: status,
    setup: async (cast) => ({ url: `/api/documents/status?userId=${cast.external.id}` }),
    permission: "signed-in",
    overrides: NOT_ANOTHER_INVESTORS,
  },
  {
    name: "POST /api/documents/upload",
    handler: upload,
    setup: async (cast) => ({ body: uploadRequest(cast) }),
    permission: "signed-in",
    overrides: NOT_ANOTHER_INVESTORS,
  },
  {
    name: "POST /api/documents/remove",
    handler: remove,
    setup: async (cast) => ({ body: await storedPicture(cast) }),
    permission: "signed-in",
    overrides: NOT_ANOTHER_INVESTORS,
  },
  { name: "POST /api/documents", handler: save, setup: async (cast) => ({ body: link(cast) }), permission: "signed-in", overrides: NOT_ANOTHER_INVESTORS },
  {
    name: "GET /api/documents/{id}/download",
    handler: download,
    setup: async (cast) => ({ params: { id: (await makeStoredDocument(cast.external.id)).doc.id } }),
    permission: "signed-in",
    overrides: NOT_ANOTHER_INVESTORS,
  },
  {
    name: "GET /api/documents/versions/{id}/download",
    handler: versionDownload,
    setup: async (cast) => ({ params: { id: (await makeStoredDocument(cast.external.id)).version.id } }),
    permission: "signed-in",
    overrides: NOT_ANOTHER_INVESTORS,
  },
  { name: "GET /api/admin/documents/summary", handler: summary, permission: "documents.read-all" },
  { name: "GET /api/admin/documents/export", handler: exportCsv, permission: "documents.read-all" },
  {
    name: "POST /api/admin/documents/{id}/review",
    handler: review,
    setup: async (cast) => ({ params: { id: (await makeStoredDocument(cast.external.id)).doc.id }, body: { decision: "rejected", reason: "Unreadable scan" } }),
    permission: "documents.review",
  },
];

/** The server actions of this feature (docs/decisions/0004): one row per exported …Action. */
export const dealRoomActionRows: ActionRow[] = [
  { name: "requestDocumentUploadAction", action: requestDocumentUploadAction, input: async (cast) => uploadRequest(cast), permission: "signed-in", overrides: NOT_ANOTHER_INVESTORS },
  { name: "removeDocumentPartAction", action: removeDocumentPartAction, input: storedPicture, permission: "signed-in", overrides: NOT_ANOTHER_INVESTORS },
  { name: "saveDocumentAction", action: saveDocumentAction, input: async (cast) => link(cast), permission: "signed-in", overrides: NOT_ANOTHER_INVESTORS },
  {
    name: "reviewDocumentAction",
    action: reviewDocumentAction,
    input: async (cast) => ({ id: (await makeStoredDocument(cast.external.id)).doc.id, decision: "rejected", reason: "Unreadable scan" }),
    permission: "documents.review",
  },
];
