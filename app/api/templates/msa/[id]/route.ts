import { route } from "@/lib/route";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { getMsa } from "@/lib/agreements/msa/queries";

// The id is the version's or the MSA's own: Next.js allows one slug name per level (/msa/{id}/sign, …).
export const GET = route(msaEndpoints.get, ({ user, params }) => getMsa(user, params.id));
