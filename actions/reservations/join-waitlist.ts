"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { joinWaitlist } from "@/lib/reservations/waitlist";
import { placeText } from "@/lib/reservations/waitlist-policy";

/** An investor's Join waitlist on a project someone else holds: POST /api/projects/{id}/waitlist's service. */
export const joinWaitlistAction = action({ permission: "projects.reserve", input: idParams }, async ({ user, input }) => {
  const { place } = await joinWaitlist(user, input.id);
  return { message: `You are ${placeText(place)}`, place };
});
