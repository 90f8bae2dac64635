import { json, route } from "@/lib/route";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { finalizeMsa } from "@/lib/agreements/msa/service";

export const POST = route(msaEndpoints.finalize, async ({ user, params, body }) => json(await finalizeMsa(user, params.id, body), { status: 201 }));
