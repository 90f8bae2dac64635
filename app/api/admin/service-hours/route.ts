import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { listServiceHoursQueue } from "@/lib/requirements/review-queue";

// The employees' review queue (beyond spec 2 §7; README): ?year=&status=&investor=&page=&pageSize=.
export const GET = route(obligationEndpoints.hoursQueue, ({ user, query }) => listServiceHoursQueue(user, query));
