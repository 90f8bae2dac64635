import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { fileResponse } from "@/lib/storage";
import { getEvidenceFile } from "@/lib/requirements/hours/queries";

// The entry's owner and reviewers may open its evidence; anyone else gets 404, as for the entry.
export const GET = route(requirementEndpoints.evidence, async ({ user, params }) => {
  const { key, fileName } = await getEvidenceFile(user, params.id);
  return fileResponse(key, { downloadName: fileName, inline: true });
});
