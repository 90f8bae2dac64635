import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { approveEntries } from "@/lib/requirements/review";

export const POST = route(obligationEndpoints.approveCredit, async ({ user, params }) => ({
  message: "Entry approved",
  ...(await approveEntries(user, "education-credits", [params.id])),
}));
