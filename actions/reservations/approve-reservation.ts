"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { approveReservation } from "@/lib/reservations/service";

/** The pending reservation on project `id` is approved: its investor owns the project. */
export const approveReservationAction = action({ permission: "reservations.approve", input: idParams }, async ({ user, input }) => {
  await approveReservation(user, input.id);
  return { message: "Reservation approved" };
});
