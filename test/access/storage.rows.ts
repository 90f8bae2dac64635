// PUT /api/uploads/{token}: the sealed token is made for one signed-in user (here `external`); anyone else
// is refused, signed-out callers at the gate. Each call gets a fresh token (one URL takes one file).
import type { AccessRow } from "@/test/access/types";
import { PUT as upload } from "@/app/api/uploads/[token]/route";
import { createUploadUrl } from "@/lib/storage/upload-url";
import { DEAL_ROOM_EXTENSIONS, MAX_UPLOAD_BYTES } from "@/lib/storage/limits";
import { minimalPdf, putOptions } from "@/lib/storage/test-files";

const OTHERS_REFUSED = { otherExternal: 403, employee: 403 } as const;

export const storageRows: AccessRow[] = [
  {
    name: "PUT /api/uploads/{token}",
    handler: upload,
    setup: async (cast) => {
      const { uploadUrl } = await createUploadUrl({
        userId: cast.external.id,
        ownerId: cast.external.id,
        purpose: "deal-room",
        fileName: "appraisal.pdf",
        maxBytes: MAX_UPLOAD_BYTES,
        allowedExtensions: DEAL_ROOM_EXTENSIONS,
      });
      return putOptions(uploadUrl, minimalPdf());
    },
    permission: "signed-in",
    overrides: OTHERS_REFUSED,
  },
  {
    name: "PUT /api/uploads/{token} with an invalid token",
    handler: upload,
    setup: async () => putOptions("/api/uploads/not-a-sealed-token", minimalPdf()),
    permission: "signed-in",
    overrides: { external: 403, ...OTHERS_REFUSED },
  },
];
