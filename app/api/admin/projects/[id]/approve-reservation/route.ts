import { route } from "@/lib/route";
import { idParams } from "@/lib/params";
import { approveReservation } from "@/lib/reservations/service";

export const POST = route({ access: "employee", params: idParams }, async ({ user, params }) => {
  await approveReservation(user, params.id);
  return { message: "Reservation approved" };
});
