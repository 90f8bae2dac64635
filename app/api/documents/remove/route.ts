import { route } from "@/lib/route";
import { dealRoomEndpoints } from "@/lib/api/registry/deal-room";
import { removeDocumentPart } from "@/lib/deal-room/service";

export const POST = route(dealRoomEndpoints.remove, async ({ user, body }) => removeDocumentPart(user, body));
