import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { getMonthlyApprovedHours } from "@/lib/requirements/progress";

// The plan page's chart: approved hours per month of ?year=.
export const GET = route(requirementEndpoints.monthly, ({ user, query }) => getMonthlyApprovedHours(user, query.year));
