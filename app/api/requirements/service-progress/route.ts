import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { getServiceProgress } from "@/lib/requirements/progress";

export const GET = route(obligationEndpoints.serviceProgress, ({ user, query }) => getServiceProgress(user, query.year));
