import { route } from "@/lib/route";
import { idParams } from "@/lib/params";
import { reserveProject, withdrawReservation } from "@/lib/reservations/service";

export const POST = route({ access: "external", params: idParams }, async ({ user, params }) => ({
  message: "Project reserved successfully",
  project: await reserveProject(user, params.id),
}));

export const DELETE = route({ access: "external", params: idParams }, async ({ user, params }) => ({
  message: "Project unreserved successfully",
  project: await withdrawReservation(user, params.id),
}));
