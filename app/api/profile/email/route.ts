import { json, route } from "@/lib/route";
import { emailEndpoints } from "@/lib/api/registry/email";
import { requestEmailChange, VERIFICATION_SENT_MESSAGE } from "@/lib/email-address/service";

export const POST = route(emailEndpoints.changeEmail, async ({ user, body }) => {
  const status = await requestEmailChange(user, body.email);
  return json({ ...status, message: VERIFICATION_SENT_MESSAGE }, { status: 202 });
});
