import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { deleteEducationCredit, updateEducationCredit } from "@/lib/requirements/credits/service";

export const PUT = route(requirementEndpoints.updateCredit, ({ user, params, body }) => updateEducationCredit(user, params.id, body));

export const DELETE = route(requirementEndpoints.deleteCredit, async ({ user, params }) => {
  await deleteEducationCredit(user, params.id);
  return { message: "Education credit deleted" };
});
