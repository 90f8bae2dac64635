// What the reservation dialog reads, as the browser receives it (dates as ISO text).
import type { PendingReservation as PendingRow } from "@/lib/reservations/queries";
import type { Plain } from "@/lib/plain-data";

export type PendingReservation = Plain<PendingRow>;

/** GET /api/admin/investors: the approved external users a reservation may be made for. */
export type InvestorChoice = { id: string; username: string };
