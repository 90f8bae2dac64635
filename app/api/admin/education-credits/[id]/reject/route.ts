import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { rejectEntry } from "@/lib/requirements/review";

export const POST = route(obligationEndpoints.rejectCredit, async ({ user, params, body }) => ({
  message: "Entry rejected",
  ...(await rejectEntry(user, "education-credits", params.id, body.reason)),
}));
