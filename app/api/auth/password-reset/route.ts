import { json, route } from "@/lib/route";
import { emailEndpoints } from "@/lib/api/registry/email";
import { clientIp } from "@/lib/request";
import { requestPasswordReset, RESET_REQUESTED_MESSAGE } from "@/lib/password-reset/service";

export const POST = route(emailEndpoints.requestPasswordReset, async ({ req, body }) => {
  await requestPasswordReset(body.email, clientIp(req));
  return json({ message: RESET_REQUESTED_MESSAGE }, { status: 202 });
});
