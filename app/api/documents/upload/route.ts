import { route } from "@/lib/route";
import { dealRoomEndpoints } from "@/lib/api/registry/deal-room";
import { requestUpload } from "@/lib/deal-room/service";

export const POST = route(dealRoomEndpoints.upload, async ({ user, body }) => requestUpload(user, body));
