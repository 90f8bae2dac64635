import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { listWaitlists } from "@/lib/reservations/waitlist-queries";

export const GET = route(reservationEndpoints.waitlists, ({ user }) => listWaitlists(user));
