import { json, route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { listTemplates } from "@/lib/agreements/templates/queries";
import { createTemplate } from "@/lib/agreements/templates/service";

export const GET = route(agreementEndpoints.listTemplates, ({ user }) => listTemplates(user));

export const POST = route(agreementEndpoints.createTemplate, async ({ user, body }) => json(await createTemplate(user, body), { status: 201 }));
