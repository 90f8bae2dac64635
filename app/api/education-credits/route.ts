import { json, route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { listEducationCredits } from "@/lib/requirements/credits/queries";
import { logEducationCredit } from "@/lib/requirements/credits/service";

export const GET = route(requirementEndpoints.listCredits, ({ user, query }) => listEducationCredits(user, query.year));

export const POST = route(requirementEndpoints.logCredit, async ({ user, body }) => json(await logEducationCredit(user, body), { status: 201 }));
