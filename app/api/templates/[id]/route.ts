import { route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { getTemplate } from "@/lib/agreements/templates/queries";
import { updateTemplate } from "@/lib/agreements/templates/service";

export const GET = route(agreementEndpoints.getTemplate, ({ user, params }) => getTemplate(user, params.id));

export const PUT = route(agreementEndpoints.updateTemplate, ({ user, params, body }) => updateTemplate(user, params.id, body));
