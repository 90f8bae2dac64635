import { json, route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { listTracking } from "@/lib/agreements/versions/tracking";

// The Negotiation Tracker's list: one page of rows, the total in X-Total-Count (as the project list does).
export const GET = route(agreementEndpoints.tracking, async ({ user, query }) => {
  const { rows, total } = await listTracking(user, query);
  return json(rows, { headers: { "X-Total-Count": String(total) } });
});
