import { route } from "@/lib/route";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { compileVersion } from "@/lib/agreements/msa/service";

export const POST = route(msaEndpoints.compile, ({ user, params, query }) => compileVersion(user, params.id, query));
