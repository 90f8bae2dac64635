import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { approveEntries } from "@/lib/requirements/review";

export const POST = route(obligationEndpoints.approveHours, async ({ user, params }) => ({
  message: "Entry approved",
  ...(await approveEntries(user, "service-hours", [params.id])),
}));
