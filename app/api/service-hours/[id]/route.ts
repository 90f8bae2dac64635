import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { deleteServiceHours, updateServiceHours } from "@/lib/requirements/hours/service";

export const PUT = route(requirementEndpoints.updateHours, ({ user, params, body }) => updateServiceHours(user, params.id, body));

export const DELETE = route(requirementEndpoints.deleteHours, async ({ user, params }) => {
  await deleteServiceHours(user, params.id);
  return { message: "Service hours deleted" };
});
