"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { deleteEducationCredit } from "@/lib/requirements/credits/service";

/** Delete (after confirming): one's own pending or rejected credit. */
export const deleteEducationCreditAction = action({ permission: "education-credits.log", input: idParams }, async ({ user, input }) => {
  await deleteEducationCredit(user, input.id);
  return { message: "Education credit deleted" };
});
