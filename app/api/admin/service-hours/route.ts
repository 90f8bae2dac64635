import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { listServiceHoursQueue } from "@/lib/requirements/review-queue";

// The employees' review queue (beyond spec 2 §7; README): ?year=&status=&investor=&page=&pageSize=.
export const GET = route(requirementEndpoints.hoursQueue, ({ user, query }) => listServiceHoursQueue(user, query));
