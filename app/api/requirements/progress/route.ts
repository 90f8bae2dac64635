import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { getRequirementsProgress } from "@/lib/requirements/progress";

export const GET = route(obligationEndpoints.progress, ({ user, query }) => getRequirementsProgress(user, query.year));
