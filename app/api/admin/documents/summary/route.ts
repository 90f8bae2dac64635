import { json, route } from "@/lib/route";
import { dealRoomEndpoints } from "@/lib/api/registry/deal-room";
import { getDocumentSummary } from "@/lib/deal-room/summary";

export const GET = route(dealRoomEndpoints.summary, async ({ user, query }) => {
  const { rows, total } = await getDocumentSummary(user, query);
  return json(rows, { headers: { "X-Total-Count": String(total) } });
});
