import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { approveEntries } from "@/lib/requirements/review";

export const POST = route(requirementEndpoints.approveCredit, async ({ user, params }) => ({
  message: "Entry approved",
  ...(await approveEntries(user, "education-credits", [params.id])),
}));
