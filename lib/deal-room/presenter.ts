// What a deal-room document looks like on the wire (spec 2 §3 "Document", plus the review and the
// versions), decided once for every reader. Files are reached through the download routes only.
import { personFor, type Audience } from "@/lib/users/audience";
import type { Prisma } from "@/generated/prisma/client";

export const documentSelect = {
  id: true,
  userId: true,
  projectId: true,
  documentType: true,
  filename: true,
  filePath: true,
  googleDocUrl: true,
  fileSize: true,
  contentType: true,
  uploadedAt: true,
  updatedAt: true,
  reviewStatus: true,
  reviewReason: true,
  reviewedAt: true,
  reviewer: { select: { username: true, role: true } },
  versions: {
    select: { id: true, filename: true, fileSize: true, contentType: true, createdAt: true, uploader: { select: { username: true, role: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  },
} satisfies Prisma.DocumentSelect;

export type DocumentRecord = Prisma.DocumentGetPayload<{ select: typeof documentSelect }>;

export type DocumentVersionView = { id: string; filename: string; fileSize: number; contentType: string; uploadedAt: Date; uploadedBy: string | null; downloadUrl: string };

export type DocumentView = Omit<DocumentRecord, "reviewer" | "versions"> & {
  reviewedBy: string | null;
  downloadUrl: string | null;
  versions: DocumentVersionView[];
};

export const documentDownloadUrl = (id: string) => `/api/documents/${encodeURIComponent(id)}/download`;
export const versionDownloadUrl = (id: string) => `/api/documents/versions/${encodeURIComponent(id)}/download`;

/** As `audience` may read it: the firm's reviewers and uploaders are "Portal staff" to the investor (issue 30 §3). */
export function presentDocument({ reviewer, versions, ...doc }: DocumentRecord, audience: Audience): DocumentView {
  return {
    ...doc,
    reviewedBy: personFor(audience, reviewer),
    downloadUrl: doc.filePath ? documentDownloadUrl(doc.id) : null,
    versions: versions.map(({ uploader, createdAt, ...v }) => ({ ...v, uploadedAt: createdAt, uploadedBy: personFor(audience, uploader), downloadUrl: versionDownloadUrl(v.id) })),
  };
}
