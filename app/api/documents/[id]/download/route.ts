import { route } from "@/lib/route";
import { dealRoomEndpoints } from "@/lib/api/registry/deal-room";
import { findReadableFile } from "@/lib/deal-room/queries";
import { fileResponse } from "@/lib/storage";

/** The document's current file, for its investor and employees (404 for anyone else), as an attachment. */
export const GET = route(dealRoomEndpoints.download, async ({ user, params }) => {
  const file = await findReadableFile(user, { documentId: params.id });
  return fileResponse(file.filePath, { downloadName: file.filename });
});
