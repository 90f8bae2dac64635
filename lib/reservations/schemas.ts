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
});
export type ReserveForInvestorInput = z.infer<typeof reserveForInvestorSchema>;

export const rejectReservationSchema = z.object({ notes });
export type RejectReservationInput = z.infer<typeof rejectReservationSchema>;
