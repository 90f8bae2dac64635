"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { opaqueId } from "@/lib/params";
import { updateTemplateSchema } from "@/lib/agreements/templates/schemas";
import { updateTemplate } from "@/lib/agreements/templates/service";

const input = z.object({ templateId: opaqueId("templateId") }).and(updateTemplateSchema);

/** Edit Template: new text, and the server bumps the version (versions already assigned keep theirs). */
export const updateTemplateAction = action({ permission: "templates.manage", input }, ({ user, input: { templateId, ...body } }) => updateTemplate(user, templateId, body));
