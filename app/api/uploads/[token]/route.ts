// PUT the bytes of a file to an upload URL made by createUploadUrl. Public in the middleware: the signed
// token is the credential, so this handler never reads the session (route() would). It still refuses
// cross-site writes and answers errors the way route() does.
import { NextResponse, type NextRequest } from "next/server";
import { forbidden, toAppError } from "@/lib/errors";
import { isCrossSiteWrite } from "@/lib/request";
import { errorResponse, unexpected } from "@/lib/route";
import { receiveUpload } from "@/lib/storage/receive-upload";
import { describedBy } from "@/lib/api/registry/endpoint";
import { platformEndpoints } from "@/lib/api/registry/platform";

export const PUT = describedBy(platformEndpoints.upload, async (req: NextRequest, { params }: { params: Promise<Record<string, string>> }): Promise<Response> => {
  try {
    if (isCrossSiteWrite(req)) throw forbidden("Cross-site request refused");
    const { token = "" } = await params;
    return NextResponse.json(await receiveUpload(token, req));
  } catch (err) {
    const known = toAppError(err);
    return known ? errorResponse(known) : unexpected(err, "PUT /api/uploads/[token]");
  }
});
