import { route } from "@/lib/route";
import { legalProfileEndpoints } from "@/lib/api/registry/legal-profile";
import { getLegalProfile } from "@/lib/legal-profile/service";

export const GET = route(legalProfileEndpoints.getForInvestor, ({ user, params }) => getLegalProfile(user, params.investorId));
