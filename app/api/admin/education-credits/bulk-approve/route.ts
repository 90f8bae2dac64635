import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { approveEntries } from "@/lib/requirements/review";

// All or nothing: one entry that is no longer pending refuses the whole selection (409).
export const POST = route(requirementEndpoints.bulkApproveCredits, async ({ user, body }) => ({
  message: `${body.ids.length} ${body.ids.length === 1 ? "entry" : "entries"} approved`,
  ...(await approveEntries(user, "education-credits", body.ids)),
}));
