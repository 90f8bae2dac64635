// What the reservation dialog reads, as the browser receives it (dates as ISO text).
import type { PendingReservation as PendingRow } from "@/lib/reservations/queries";

export type PendingReservation = Omit<PendingRow, "reservedAt"> & { reservedAt: string | null };

/** GET /api/admin/investors: the approved external users a reservation may be made for. */
export type InvestorChoice = { id: string; username: string };

/** Every reservation call answers with a message to show. */
export type ReservationMessage = { message: string };
