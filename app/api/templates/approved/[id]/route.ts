import { route } from "@/lib/route";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { getApprovedRecord } from "@/lib/agreements/msa/queries";

export const GET = route(msaEndpoints.approved, ({ user, params }) => getApprovedRecord(user, params.id));
