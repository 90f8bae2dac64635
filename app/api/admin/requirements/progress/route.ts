import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { listInvestorProgress } from "@/lib/requirements/investor-progress";

// Every approved investor's progress for ?year=, least approved hours first (?search=&page=&pageSize=).
export const GET = route(obligationEndpoints.investorProgress, ({ user, query }) => listInvestorProgress(user, query));
