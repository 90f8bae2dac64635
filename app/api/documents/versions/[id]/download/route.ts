import { route } from "@/lib/route";
import { dealRoomEndpoints } from "@/lib/api/registry/deal-room";
import { findReadableFile } from "@/lib/deal-room/queries";
import { fileResponse } from "@/lib/storage";

/** One earlier (or the current) file of a document, for its investor and employees; 404 for anyone else. */
export const GET = route(dealRoomEndpoints.downloadVersion, async ({ user, params }) => {
  const file = await findReadableFile(user, { versionId: params.id });
  return fileResponse(file.filePath, { downloadName: file.filename });
});
