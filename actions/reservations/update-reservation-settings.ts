"use server";
import { action } from "@/lib/action";
import { reservationSettingsSchema } from "@/lib/reservations/schemas";
import { setReservationSettings } from "@/lib/reservations/settings";

/** The switch "Require readiness to reserve" in the Project Reservations dialog: PUT /api/admin/reservation-settings's service. */
export const updateReservationSettingsAction = action({ permission: "reservations.approve", input: reservationSettingsSchema }, ({ user, input }) =>
  setReservationSettings(user, input),
);
