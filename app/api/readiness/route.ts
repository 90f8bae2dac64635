import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { getMyReadiness } from "@/lib/readiness/queries";

export const GET = route(reservationEndpoints.myReadiness, ({ user }) => getMyReadiness(user));
