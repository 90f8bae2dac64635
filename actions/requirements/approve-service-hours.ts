"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { approveEntries } from "@/lib/requirements/review";

/** The review queue's Approve: one pending entry. */
export const approveServiceHoursAction = action({ permission: "service-hours.review", input: idParams }, async ({ user, input }) => ({
  message: "Entry approved",
  ...(await approveEntries(user, "service-hours", [input.id])),
}));
