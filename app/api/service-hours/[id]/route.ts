import { route } from "@/lib/route";
import { obligationEndpoints } from "@/lib/api/registry/obligations";
import { deleteServiceHours, updateServiceHours } from "@/lib/service-hours/service";

export const PUT = route(obligationEndpoints.updateHours, ({ user, params, body }) => updateServiceHours(user, params.id, body));

export const DELETE = route(obligationEndpoints.deleteHours, async ({ user, params }) => {
  await deleteServiceHours(user, params.id);
  return { message: "Service hours deleted" };
});
