import { route } from "@/lib/route";
import { taxPackEndpoints } from "@/lib/api/registry/tax-pack";
import { produceTaxPack } from "@/lib/tax-pack/service";
import { taxPackResponse } from "@/lib/tax-pack/response";

// The year-end tax pack PDF: an investor's own, or (for reviewers) the investor named by ?investor=.
export const GET = route(taxPackEndpoints.pdf, async ({ user, query }) => taxPackResponse(await produceTaxPack(user, query, "pdf")));
