"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { serviceHoursSchema } from "@/lib/requirements/hours/schemas";
import { updateServiceHours } from "@/lib/requirements/hours/service";

/** Edit Entry: one's own pending entry (another investor's is 404, a decided one 409). */
export const updateServiceHoursAction = action({ permission: "service-hours.log", input: serviceHoursSchema.extend(idParams.shape) }, ({ user, input: { id, ...fields } }) =>
  updateServiceHours(user, id, fields),
);
