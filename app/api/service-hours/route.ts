import { json, route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { listServiceHours } from "@/lib/service-hours/queries";
import { logServiceHours } from "@/lib/service-hours/service";

// Spec 2 §7: the caller's own entries for ?year= (default this year); an investor logs for themself.
export const GET = route(obligationEndpoints.listHours, ({ user, query }) => listServiceHours(user, query.year));

export const POST = route(obligationEndpoints.logHours, async ({ user, body }) => json(await logServiceHours(user, body), { status: 201 }));
