import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { createEvidenceUploadUrl } from "@/lib/requirements/hours/evidence";

// Step 1 of attaching evidence: an upload URL for one PDF or image of at most 10 MB (lib/storage).
export const POST = route(requirementEndpoints.evidenceUpload, async ({ user, body }) => createEvidenceUploadUrl(user, body));
