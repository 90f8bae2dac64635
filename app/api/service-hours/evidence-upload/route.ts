import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { createEvidenceUploadUrl } from "@/lib/service-hours/evidence";

// Step 1 of attaching evidence: an upload URL for one PDF or image of at most 10 MB (lib/storage).
export const POST = route(obligationEndpoints.evidenceUpload, async ({ user, body }) => createEvidenceUploadUrl(user, body));
