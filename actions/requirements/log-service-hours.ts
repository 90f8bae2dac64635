"use server";
import { action } from "@/lib/action";
import { serviceHoursSchema } from "@/lib/requirements/hours/schemas";
import { logServiceHours } from "@/lib/requirements/hours/service";

/** Log Hours (spec 2 §2): a new pending entry; a repeated submission answers the first entry. */
export const logServiceHoursAction = action({ permission: "service-hours.log", input: serviceHoursSchema, idempotent: "service-hours.log" }, ({ user, input }) => logServiceHours(user, input));
