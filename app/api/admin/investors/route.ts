import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { listInvestorChoices } from "@/lib/reservations/queries";

// The reservation dialog's investor picker: approved external users only, id and username only.
export const GET = route(reservationEndpoints.investors, () => listInvestorChoices());
