import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { getServiceHoursSummary } from "@/lib/service-hours/queries";

export const GET = route(obligationEndpoints.hoursSummary, ({ user, query }) => getServiceHoursSummary(user, query.year));
