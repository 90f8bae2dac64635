import { route } from "@/lib/route";
import { idParams } from "@/lib/params";
import { reserveForInvestorSchema } from "@/lib/reservations/schemas";
import { reserveProjectFor } from "@/lib/reservations/service";

export const POST = route({ access: "employee", params: idParams, body: reserveForInvestorSchema }, async ({ user, params, body }) => {
  const { investor } = await reserveProjectFor(user, params.id, body);
  return { message: `Project reserved for ${investor}, pending approval` };
});
