import { route } from "@/lib/route";
import { taxPackEndpoints } from "@/lib/api/registry/tax-pack";
import { produceTaxPack } from "@/lib/tax-pack/service";
import { taxPackResponse } from "@/lib/tax-pack/response";

// The same PDF with every approved entry's evidence file, as one ZIP.
export const GET = route(taxPackEndpoints.zip, async ({ user, query }) => taxPackResponse(await produceTaxPack(user, query, "zip")));
