import { route } from "@/lib/route";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { getMsaForInvestor } from "@/lib/agreements/msa/queries";

export const GET = route(msaEndpoints.getForInvestor, ({ user, params }) => getMsaForInvestor(user, params.investorId));
