import { route } from "@/lib/route";
import { currentUserPayload } from "@/lib/auth/presenter";

export const GET = route({ access: "user" }, async ({ user }) => currentUserPayload(user));
