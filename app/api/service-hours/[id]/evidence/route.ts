import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { fileResponse } from "@/lib/storage";
import { getEvidenceFile } from "@/lib/service-hours/queries";

// The entry's owner and reviewers may open its evidence; anyone else gets 404, as for the entry.
export const GET = route(obligationEndpoints.evidence, async ({ user, params }) => {
  const { key, fileName } = await getEvidenceFile(user, params.id);
  return fileResponse(key, { downloadName: fileName, inline: true });
});
