import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { joinWaitlist, leaveWaitlist } from "@/lib/reservations/waitlist";
import { placeText } from "@/lib/reservations/waitlist-policy";

export const POST = route(reservationEndpoints.joinWaitlist, async ({ user, params }) => {
  const { place } = await joinWaitlist(user, params.id);
  return { message: `You are ${placeText(place)}`, place };
});

export const DELETE = route(reservationEndpoints.leaveWaitlist, async ({ user, params }) => {
  await leaveWaitlist(user, params.id);
  return { message: "You left the waitlist" };
});
