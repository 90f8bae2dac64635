"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { rejectReservationSchema } from "@/lib/reservations/schemas";
import { rejectReservation } from "@/lib/reservations/service";

/** The pending reservation on project `id` is rejected (only if it is still the one the screen showed); the note stays in the audit log. */
export const rejectReservationAction = action(
  { permission: "reservations.approve", input: idParams.extend(rejectReservationSchema.shape) },
  async ({ user, input: { id, ...rejection } }) => {
    await rejectReservation(user, id, rejection);
    return { message: "Reservation rejected" };
  },
);
