"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { rejectEntrySchema } from "@/lib/requirements/schemas";
import { rejectEntry } from "@/lib/requirements/review";

/** The review queue's Reject: one pending credit, with the reason the investor sees. */
export const rejectEducationCreditAction = action({ permission: "education-credits.review", input: rejectEntrySchema.extend(idParams.shape) }, async ({ user, input }) => ({
  message: "Entry rejected",
  ...(await rejectEntry(user, "education-credits", input.id, input.reason)),
}));
