import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { getServiceHoursSummary } from "@/lib/requirements/hours/queries";

export const GET = route(requirementEndpoints.hoursSummary, ({ user, query }) => getServiceHoursSummary(user, query.year));
