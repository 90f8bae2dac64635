import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { listPendingReservations } from "@/lib/reservations/queries";

export const GET = route(reservationEndpoints.pending, () => listPendingReservations());
