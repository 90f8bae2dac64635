import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { getServiceProgress } from "@/lib/requirements/progress";

export const GET = route(requirementEndpoints.serviceProgress, ({ user, query }) => getServiceProgress(user, query.year));
