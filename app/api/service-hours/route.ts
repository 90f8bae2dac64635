import { json, route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { listServiceHours } from "@/lib/requirements/hours/queries";
import { logServiceHours } from "@/lib/requirements/hours/service";

// Spec 2 §7: the caller's own entries for ?year= (default this year); an investor logs for themself.
export const GET = route(requirementEndpoints.listHours, ({ user, query }) => listServiceHours(user, query.year));

export const POST = route(requirementEndpoints.logHours, async ({ user, body }) => json(await logServiceHours(user, body), { status: 201 }));
