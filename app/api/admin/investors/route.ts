import { route } from "@/lib/route";
import { listInvestorChoices } from "@/lib/reservations/queries";

// The reservation dialog's investor picker: approved external users only, id and username only.
export const GET = route({ access: "employee" }, () => listInvestorChoices());
