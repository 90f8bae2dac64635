// PUT the bytes of a file to an upload URL made by createUploadUrl. The middleware skips this path (it
// would copy the body, and Next logs the URL, token and all, when a body passes its limit), so this
// handler does the gate's work itself: cross-site writes refused, the session read and checked (only the
// user who asked for the URL may use it), errors answered the way route() does. Not route(): its log line
// for an unexpected error names the path, and the path holds the token.
import { NextResponse, type NextRequest } from "next/server";
import { forbidden, toAppError } from "@/lib/errors";
import { isCrossSiteWrite } from "@/lib/request";
import { errorResponse, sessionFrom, unexpected } from "@/lib/route";
import { assertAccess } from "@/lib/auth/authorize";
import { assertEnrolled } from "@/lib/auth/enrolment";
import { receiveUpload } from "@/lib/storage/receive-upload";
import { describedBy } from "@/lib/api/registry/endpoint";
import { platformEndpoints } from "@/lib/api/registry/platform";

export const PUT = describedBy(platformEndpoints.upload, async (req: NextRequest, { params }: { params: Promise<Record<string, string>> }): Promise<Response> => {
  try {
    if (isCrossSiteWrite(req)) throw forbidden("Cross-site request refused");
    const user = await sessionFrom(req);
    assertAccess(user, "signed-in");
    assertEnrolled(user, "signed-in");
    const { token = "" } = await params;
    return NextResponse.json(await receiveUpload(token, user.id, req), { headers: { "Cache-Control": "no-store" } });
  } catch (err) {
    const known = toAppError(err);
    return known ? errorResponse(known) : unexpected(err, "PUT /api/uploads/[token]");
  }
});
