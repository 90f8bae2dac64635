import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { reserveProjectFor } from "@/lib/reservations/service";

export const POST = route(reservationEndpoints.reserveFor, async ({ user, params, body }) => {
  const { investor } = await reserveProjectFor(user, params.id, body);
  return { message: `Project reserved for ${investor}, pending approval` };
});
