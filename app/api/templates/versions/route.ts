import { route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { listVersions } from "@/lib/agreements/versions/queries";

export const GET = route(agreementEndpoints.listVersions, ({ user, query }) => listVersions(user, query.investor));
