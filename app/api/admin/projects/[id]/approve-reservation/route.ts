import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { approveReservation } from "@/lib/reservations/service";

export const POST = route(reservationEndpoints.approve, async ({ user, params, body }) => {
  await approveReservation(user, params.id, body);
  return { message: "Reservation approved" };
});
