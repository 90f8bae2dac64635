"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { reservationDecisionSchema } from "@/lib/reservations/schemas";
import { approveReservation } from "@/lib/reservations/service";

/** The pending reservation on project `id` is approved: its investor owns the project (only if it is still the one the screen showed). */
export const approveReservationAction = action(
  { permission: "reservations.approve", input: idParams.extend(reservationDecisionSchema.shape) },
  async ({ user, input: { id, ...shown } }) => {
    await approveReservation(user, id, shown);
    return { message: "Reservation approved" };
  },
);
