import { json, route } from "@/lib/route";
import { registerSchema } from "@/lib/auth/schemas";
import { registerUser } from "@/lib/users/service";
import { currentUserPayload, registrationMessage } from "@/lib/auth/presenter";

export const POST = route({ access: "public", body: registerSchema }, async ({ body }) => {
  const user = await registerUser(body);
  return json({ ...currentUserPayload(user), message: registrationMessage(user) }, { status: 201 });
});
