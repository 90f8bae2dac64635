import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { rejectEntry } from "@/lib/requirements/review";

export const POST = route(requirementEndpoints.rejectCredit, async ({ user, params, body }) => ({
  message: "Entry rejected",
  ...(await rejectEntry(user, "education-credits", params.id, body.reason)),
}));
