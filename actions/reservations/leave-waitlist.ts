"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { leaveWaitlist } from "@/lib/reservations/waitlist";

/** An investor's Leave waitlist: DELETE /api/projects/{id}/waitlist's service. */
export const leaveWaitlistAction = action({ permission: "projects.reserve", input: idParams }, async ({ user, input }) => {
  await leaveWaitlist(user, input.id);
  return { message: "You left the waitlist" };
});
