import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { deleteEducationCredit, updateEducationCredit } from "@/lib/education-credits/service";

export const PUT = route(obligationEndpoints.updateCredit, ({ user, params, body }) => updateEducationCredit(user, params.id, body));

export const DELETE = route(obligationEndpoints.deleteCredit, async ({ user, params }) => {
  await deleteEducationCredit(user, params.id);
  return { message: "Education credit deleted" };
});
