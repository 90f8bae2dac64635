import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { approveEntries } from "@/lib/requirements/review";

export const POST = route(requirementEndpoints.approveHours, async ({ user, params }) => ({
  message: "Entry approved",
  ...(await approveEntries(user, "service-hours", [params.id])),
}));
