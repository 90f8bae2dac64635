"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { educationCreditSchema } from "@/lib/requirements/credits/schemas";
import { updateEducationCredit } from "@/lib/requirements/credits/service";

/** Edit Credits: one's own pending credit (another investor's is 404, a decided one 409). */
export const updateEducationCreditAction = action({ permission: "education-credits.log", input: educationCreditSchema.extend(idParams.shape) }, ({ user, input: { id, ...fields } }) =>
  updateEducationCredit(user, id, fields),
);
