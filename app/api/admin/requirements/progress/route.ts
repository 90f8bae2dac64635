import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { listInvestorProgress } from "@/lib/requirements/investor-progress";

// Every approved investor's progress for ?year=, least approved hours first (?search=&page=&pageSize=).
export const GET = route(requirementEndpoints.investorProgress, ({ user, query }) => listInvestorProgress(user, query));
