import { json, route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { listEducationCredits } from "@/lib/education-credits/queries";
import { logEducationCredit } from "@/lib/education-credits/service";

export const GET = route(obligationEndpoints.listCredits, ({ user, query }) => listEducationCredits(user, query.year));

export const POST = route(obligationEndpoints.logCredit, async ({ user, body }) => json(await logEducationCredit(user, body), { status: 201 }));
