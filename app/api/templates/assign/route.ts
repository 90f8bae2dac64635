import { json, route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { assignTemplates } from "@/lib/agreements/versions/service";

export const POST = route(agreementEndpoints.assign, async ({ user, body }) => json(await assignTemplates(user, body), { status: 201 }));
