import { route } from "@/lib/route";
import { userEndpoints } from "@/lib/api/registry/users";
import { setUserStatus } from "@/lib/users/service";

export const POST = route(userEndpoints.approve, ({ user, params, body }) => setUserStatus(user, params.id, "approved", body.expectedStatus));
