import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { getRequirementsProgress } from "@/lib/requirements/progress";

export const GET = route(requirementEndpoints.progress, ({ user, query }) => getRequirementsProgress(user, query.year));
