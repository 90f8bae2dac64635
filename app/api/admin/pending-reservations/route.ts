import { route } from "@/lib/route";
import { listPendingReservations } from "@/lib/reservations/queries";

export const GET = route({ access: "employee" }, () => listPendingReservations());
