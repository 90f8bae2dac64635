"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { withdrawReservation } from "@/lib/reservations/service";

/** An investor's Unreserve of their own pending reservation: DELETE /api/projects/{id}/reserve's service. */
export const withdrawReservationAction = action({ permission: "projects.reserve", input: idParams }, ({ user, input }) => withdrawReservation(user, input.id));
