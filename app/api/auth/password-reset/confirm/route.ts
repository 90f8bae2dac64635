import { route } from "@/lib/route";
import { emailEndpoints } from "@/lib/api/registry/email";
import { confirmPasswordReset, PASSWORD_SET_MESSAGE } from "@/lib/password-reset/service";

export const POST = route(emailEndpoints.confirmPasswordReset, async ({ body }) => {
  await confirmPasswordReset(body.token, body.password);
  return { message: PASSWORD_SET_MESSAGE };
});
