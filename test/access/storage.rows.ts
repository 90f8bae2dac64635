// PUT /api/uploads/{token}: the signed token is the credential, so who is signed in does not matter.
// Each call gets a fresh token (one URL takes one file).
import { everyone, type AccessRow } from "@/test/access/types";
import { PUT as upload } from "@/app/api/uploads/[token]/route";
import { createUploadUrl } from "@/lib/storage/upload-url";
import { DEAL_ROOM_EXTENSIONS, MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { minimalPdf, putOptions } from "@/lib/storage/test-files";

export const storageRows: AccessRow[] = [
  {
    name: "PUT /api/uploads/{token}",
    handler: upload,
    setup: async (cast) => {
      const { uploadUrl } = createUploadUrl({
        ownerId: cast.external.id,
        purpose: "deal-room",
        fileName: "appraisal.pdf",
        maxBytes: MAX_UPLOAD_BYTES,
        allowedExtensions: DEAL_ROOM_EXTENSIONS,
      });
      return putOptions(uploadUrl, minimalPdf());
    },
    permission: "public",
  },
  {
    name: "PUT /api/uploads/{token} with an invalid token",
    handler: upload,
    setup: async () => putOptions("/api/uploads/not-a-signed-token", minimalPdf()),
    permission: "public",
    overrides: everyone(403),
  },
];
