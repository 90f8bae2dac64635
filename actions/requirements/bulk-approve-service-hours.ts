"use server";
import { action } from "@/lib/action";
import { bulkApproveSchema } from "@/lib/requirements/schemas";
import { approveEntries } from "@/lib/requirements/review";

/** Approve selected: all or nothing (one entry no longer pending refuses the whole selection, 409). */
export const bulkApproveServiceHoursAction = action({ permission: "service-hours.review", input: bulkApproveSchema }, async ({ user, input }) => ({
  message: `${input.ids.length} ${input.ids.length === 1 ? "entry" : "entries"} approved`,
  ...(await approveEntries(user, "service-hours", input.ids)),
}));
