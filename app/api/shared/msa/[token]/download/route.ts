import { route } from "@/lib/route";
import { msaEndpoints } from "@/lib/api/registry/msa";
import { openSharedMsa, visitorOf } from "@/lib/agreements/msa/share";
import { msaFileResponse } from "@/lib/agreements/msa/files/download";
import { noIndex } from "@/lib/agreements/msa/public-headers";

export const GET = route(msaEndpoints.sharedDownload, async ({ req, params, query }) => {
  const { row } = await openSharedMsa(params.token, { kind: "download", visitor: visitorOf(req) });
  return noIndex(await msaFileResponse(row, query.format, "public"));
});
