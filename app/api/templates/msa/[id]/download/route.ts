import { audienceOf } from "@/lib/users/audience";
import { route } from "@/lib/route";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { getMsaRow } from "@/lib/agreements/msa/queries";
import { msaFileResponse } from "@/lib/agreements/msa/files/download";

export const GET = route(msaEndpoints.download, async ({ user, params, query }) => msaFileResponse(await getMsaRow(user, params.id), query.format, audienceOf(user)));
