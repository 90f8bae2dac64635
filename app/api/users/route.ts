import { route } from "@/lib/route";
import { userEndpoints } from "@/lib/api/registry/users";
import { listUsers } from "@/lib/users/service";

// The task-assignee and course-assignee pickers read this list; it is staff data.
export const GET = route(userEndpoints.list, ({ query }) => listUsers(query));
