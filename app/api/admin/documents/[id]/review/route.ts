import { route } from "@/lib/route";
import { dealRoomEndpoints } from "@/lib/api/registry/deal-room";
import { reviewDocument } from "@/lib/deal-room/service";

export const POST = route(dealRoomEndpoints.review, async ({ user, params, body }) => reviewDocument(user, params.id, body));
