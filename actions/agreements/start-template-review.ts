"use server";
import { action } from "@/lib/action";
import { assignTemplatesSchema } from "@/lib/agreements/versions/schemas";
import { assignTemplates } from "@/lib/agreements/versions/service";

/** Start Template Review: the investor assigns every listed template to themselves (POST /api/templates/assign's service). */
export const startTemplateReviewAction = action({ permission: "signed-in", input: assignTemplatesSchema, idempotent: "agreements.assign" }, ({ user, input }) =>
  assignTemplates(user, input),
);
