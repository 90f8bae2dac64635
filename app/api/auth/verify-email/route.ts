import { route } from "@/lib/route";
import { emailEndpoints } from "@/lib/api/registry/email";
import { verifyEmail, VERIFIED_MESSAGE } from "@/lib/email-address/service";

export const POST = route(emailEndpoints.verifyEmail, async ({ body }) => {
  const { email } = await verifyEmail(body.token);
  return { message: VERIFIED_MESSAGE, email };
});
