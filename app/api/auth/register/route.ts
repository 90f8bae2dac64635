import { json, route } from "@/lib/route";
import { authEndpoints } from "@/lib/api/registry/auth";
import { registerUser } from "@/lib/users/service";
import { currentUserPayload, registrationMessage } from "@/lib/users/presenter";

export const POST = route(authEndpoints.register, async ({ body }) => {
  const user = await registerUser(body);
  return json({ ...currentUserPayload(user), message: registrationMessage(user) }, { status: 201 });
});
