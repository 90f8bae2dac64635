"use server";
import { action } from "@/lib/action";
import { assignTemplatesSchema } from "@/lib/agreements/versions/schemas";
import { assignTemplates } from "@/lib/agreements/versions/service";

/** The legal team assigns templates to an investor, with optional notes (spec 2 §3; POST /api/templates/assign's service). */
export const assignTemplatesAction = action({ permission: "templates.manage", input: assignTemplatesSchema, idempotent: "agreements.assign-templates" }, async ({ user, input }) => {
  const { assigned } = await assignTemplates(user, input);
  return { assigned };
});
