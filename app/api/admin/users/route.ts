import { route } from "@/lib/route";
import { userEndpoints } from "@/lib/api/registry/users";
import { listManagedUsers } from "@/lib/security/managed-users";

// User Management's list: the same accounts as GET /api/users, under the spec's admin path, with whether
// each has a second factor (issue 32 §5).
export const GET = route(userEndpoints.adminList, ({ user }) => listManagedUsers(user));
