import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { listMyPlaces } from "@/lib/reservations/waitlist-queries";

export const GET = route(reservationEndpoints.myWaitlist, ({ user }) => listMyPlaces(user));
