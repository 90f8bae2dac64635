import { route } from "@/lib/route";
import { userEndpoints } from "@/lib/api/registry/users";
import { listUsers } from "@/lib/users/service";

// User Management's list: the same accounts as GET /api/users, under the spec's admin path.
export const GET = route(userEndpoints.adminList, () => listUsers());
