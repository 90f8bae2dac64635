import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { getEducationSummary } from "@/lib/education-credits/queries";

export const GET = route(obligationEndpoints.creditsSummary, ({ user, query }) => getEducationSummary(user, query.year));
