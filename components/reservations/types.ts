// What the reservation dialog reads, as the browser receives it (dates as ISO text).
import type { PendingReservation as PendingRow } from "@/lib/reservations/queries";
import type { Wire } from "@/lib/wire";

export type PendingReservation = Wire<PendingRow>;

/** GET /api/admin/investors: the approved external users a reservation may be made for. */
export type InvestorChoice = { id: string; username: string };
