import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { getEducationSummary } from "@/lib/requirements/credits/queries";

export const GET = route(requirementEndpoints.creditsSummary, ({ user, query }) => getEducationSummary(user, query.year));
