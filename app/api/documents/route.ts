import { json, route } from "@/lib/route";
import { dealRoomEndpoints } from "@/lib/api/registry/deal-room";
import { listDocuments } from "@/lib/deal-room/queries";
import { saveDocument } from "@/lib/deal-room/service";

export const GET = route(dealRoomEndpoints.list, async ({ user, query }) => listDocuments(user, query.userId));

export const POST = route(dealRoomEndpoints.save, async ({ user, body }) => json(await saveDocument(user, body), { status: 201 }));
