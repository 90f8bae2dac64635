import { route } from "@/lib/route";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { getApprovedRecordForInvestor } from "@/lib/agreements/msa/queries";

export const GET = route(msaEndpoints.approvedForInvestor, ({ user, params }) => getApprovedRecordForInvestor(user, params.investorId));
