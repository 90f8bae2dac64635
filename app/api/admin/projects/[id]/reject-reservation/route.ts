import { route } from "@/lib/route";
import { idParams } from "@/lib/params";
import { rejectReservationSchema } from "@/lib/reservations/schemas";
import { rejectReservation } from "@/lib/reservations/service";

export const POST = route({ access: "employee", params: idParams, body: rejectReservationSchema }, async ({ user, params, body }) => {
  await rejectReservation(user, params.id, body);
  return { message: "Reservation rejected" };
});
