import { route } from "@/lib/route";
import { agreementEndpoints } from "@/lib/api/registry/agreements";
import { setTemplateActive } from "@/lib/agreements/templates/service";

export const PATCH = route(agreementEndpoints.setTemplateActive, ({ user, params, body }) => setTemplateActive(user, params.id, body));
