import { route } from "@/lib/route";
import { authEndpoints } from "@/lib/api/registry/auth";
import { currentUserPayload } from "@/lib/users/presenter";

export const GET = route(authEndpoints.me, async ({ user }) => currentUserPayload(user));
