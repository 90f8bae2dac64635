"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { reservationDecisionSchema } from "@/lib/reservations/schemas";
import { withdrawReservation } from "@/lib/reservations/service";

/** An investor's Unreserve of their own pending reservation: DELETE /api/projects/{id}/reserve's service. */
export const withdrawReservationAction = action(
  { permission: "projects.reserve", input: idParams.extend(reservationDecisionSchema.shape) },
  ({ user, input: { id, ...shown } }) => withdrawReservation(user, id, shown),
);
