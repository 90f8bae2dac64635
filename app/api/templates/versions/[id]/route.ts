import { route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { getVersionForTemplate } from "@/lib/agreements/versions/queries";

// Spec 2 §7: GET /api/templates/versions/{templateId}?investor= (the segment is shared with {versionId}/status).
export const GET = route(agreementEndpoints.getVersion, ({ user, params, query }) => getVersionForTemplate(user, params.id, query.investor));
