import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { rejectReservation } from "@/lib/reservations/service";

export const POST = route(reservationEndpoints.reject, async ({ user, params, body }) => {
  await rejectReservation(user, params.id, body);
  return { message: "Reservation rejected" };
});
