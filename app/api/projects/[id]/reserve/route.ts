import { route } from "@/lib/route";
import { reservationEndpoints } from "@/lib/api/registry/reservations";
import { reserveProject, withdrawReservation } from "@/lib/reservations/service";

export const POST = route(reservationEndpoints.reserve, async ({ user, params }) => ({
  message: "Project reserved successfully",
  project: await reserveProject(user, params.id),
}));

export const DELETE = route(reservationEndpoints.withdraw, async ({ user, params, body }) => ({
  message: "Project unreserved successfully",
  project: await withdrawReservation(user, params.id, body),
}));
