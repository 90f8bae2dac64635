import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { getReservationSettings, setReservationSettings } from "@/lib/reservations/settings";

export const GET = route(reservationEndpoints.getSettings, ({ user }) => getReservationSettings(user));

export const PUT = route(reservationEndpoints.putSettings, ({ user, body }) => setReservationSettings(user, body));
