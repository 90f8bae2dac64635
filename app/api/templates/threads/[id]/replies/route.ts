import { json, route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { addReply } from "@/lib/agreements/threads/service";

export const POST = route(agreementEndpoints.reply, async ({ user, params, body }) => json(await addReply(user, params.id, body), { status: 201 }));
