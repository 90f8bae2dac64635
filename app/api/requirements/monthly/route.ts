import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { getMonthlyApprovedHours } from "@/lib/requirements/progress";

// The plan page's chart: approved hours per month of ?year=.
export const GET = route(obligationEndpoints.monthly, ({ user, query }) => getMonthlyApprovedHours(user, query.year));
