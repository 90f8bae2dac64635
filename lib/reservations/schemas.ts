// Reservation inputs, shared by the reservation dialog's forms and the admin routes. Client-safe.
import { z } from "zod";

export const RESERVATION_NOTES_MAX = 2000;

/** Optional free text: blank means no note. */
const notes = z
  .string({ error: "Notes must be text" })
  .trim()
  .max(RESERVATION_NOTES_MAX, `Notes must be at most ${RESERVATION_NOTES_MAX} characters`)
  .nullish()
  .transform((v) => v || null);

/** Spec 1 §5/§7: `investorId` carries the investor's username. */
export const reserveForInvestorSchema = z.object({
  investorId: z.string({ error: "Investor selection is required" }).trim().min(1, "Investor selection is required"),
  notes,
  /**
   * Issue 22 §1: why the employee reserves for an investor who is not ready while the firm requires
   * readiness; recorded in the audit trail. Ignored when the investor is ready or readiness is not required.
   */
  overrideReason: z
    .string({ error: "Override reason must be text" })
    .trim()
    .max(RESERVATION_NOTES_MAX, `Override reason must be at most ${RESERVATION_NOTES_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
});
export type ReserveForInvestorInput = z.infer<typeof reserveForInvestorSchema>;

export const RESERVATION_STATUSES = ["pending", "approved", "rejected"] as const;

/**
 * Issue 19 §1.2: the reservation the screen showed when the user decided (its status, null for none, and
 * its holder's id). The move happens only from that state: otherwise 409 naming who changed it and when.
 * Optional for the spec's own client, which sends no body.
 */
export const reservationDecisionSchema = z.object({
  expectedStatus: z.enum(RESERVATION_STATUSES, { error: "expectedStatus must be pending, approved, rejected or null" }).nullish(),
  expectedReservedBy: z.string({ error: "expectedReservedBy must be text" }).min(1, "expectedReservedBy must not be empty").nullish(),
});
export type ReservationDecisionInput = z.infer<typeof reservationDecisionSchema>;

export const rejectReservationSchema = reservationDecisionSchema.extend({ notes });
export type RejectReservationInput = z.infer<typeof rejectReservationSchema>;

/** PUT /api/admin/reservation-settings: the Project Reservations dialog's switch. */
export const reservationSettingsSchema = z.object({ requireReadiness: z.boolean({ error: "requireReadiness must be true or false" }) });
export type ReservationSettingsInput = z.infer<typeof reservationSettingsSchema>;
