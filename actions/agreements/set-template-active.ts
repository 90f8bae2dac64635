"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { opaqueId } from "@/lib/params";
import { templateActiveSchema } from "@/lib/agreements/templates/schemas";
import { setTemplateActive } from "@/lib/agreements/templates/service";

const input = z.object({ templateId: opaqueId("templateId") }).and(templateActiveSchema);

/** Activate or Deactivate: inactive templates are neither shown to investors nor assignable. */
export const setTemplateActiveAction = action({ permission: "templates.manage", input }, ({ user, input: { templateId, ...body } }) => setTemplateActive(user, templateId, body));
