import { route } from "@/lib/route";
import { dealRoomEndpoints } from "@/lib/api/registry/deal-room";
import { getDocumentStatus } from "@/lib/deal-room/queries";

export const GET = route(dealRoomEndpoints.status, async ({ user, query }) => getDocumentStatus(user, query.userId));
