"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { deleteServiceHours } from "@/lib/requirements/hours/service";

/** Delete (after confirming): one's own pending entry. */
export const deleteServiceHoursAction = action({ permission: "service-hours.log", input: idParams }, async ({ user, input }) => {
  await deleteServiceHours(user, input.id);
  return { message: "Service hours deleted" };
});
