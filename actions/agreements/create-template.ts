"use server";
import { action } from "@/lib/action";
import { createTemplateSchema } from "@/lib/agreements/templates/schemas";
import { createTemplate } from "@/lib/agreements/templates/service";

/** Create Template: a new agreement template at version 1.0. */
export const createTemplateAction = action({ permission: "templates.manage", input: createTemplateSchema, idempotent: "agreements.template" }, ({ user, input }) =>
  createTemplate(user, input),
);
