"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { approveEntries } from "@/lib/requirements/review";

/** The review queue's Approve: one pending credit. */
export const approveEducationCreditAction = action({ permission: "education-credits.review", input: idParams }, async ({ user, input }) => ({
  message: "Entry approved",
  ...(await approveEntries(user, "education-credits", [input.id])),
}));
