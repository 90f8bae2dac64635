// What the reservation dialog reads, as the browser receives it (dates as ISO text).
import type { PendingReservation as PendingRow } from "@/lib/reservations/queries";
import type { ProjectWaitlist as WaitlistRow } from "@/lib/reservations/waitlist-queries";
import type { Wire } from "@/lib/wire";

export type PendingReservation = Wire<PendingRow>;
export type ProjectWaitlist = Wire<WaitlistRow>;

/** GET /api/admin/investors: the approved external users a reservation may be made for (`ready`: null while readiness is not required). */
export type InvestorChoice = { id: string; username: string; ready: boolean | null };

/** The reservation a row shows: a decision moves only from it (a colleague's decision meanwhile is a 409 naming them). */
export const shownState = (r: Pick<PendingReservation, "reservedBy">) => ({ expectedStatus: "pending" as const, expectedReservedBy: r.reservedBy });
