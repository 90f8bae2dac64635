import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { getInvestorReadiness } from "@/lib/readiness/queries";

export const GET = route(reservationEndpoints.investorReadiness, ({ user, params }) => getInvestorReadiness(user, params.id));
