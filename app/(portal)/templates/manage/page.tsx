import type { Metadata } from "next";
import { z } from "zod";
import { requirePermission } from "@/lib/auth/current-user";
import { templateSummarySchema } from "@/lib/api/registry/agreements";
import { asWire } from "@/lib/wire";
import { listTemplates } from "@/lib/agreements/templates/queries";
import { listInvestorChoices } from "@/lib/reservations/queries";
import { readTemplateEdit } from "@/app/(portal)/_views/template-edit";
import { TemplateManagement } from "@/components/agreements/templates/template-management";

export const metadata: Metadata = { title: "Agreement Templates" };

/**
 * The legal team's template management (create, edit, activate), read on the server; investors review theirs
 * at /templates. `?edit=<id>` opens the editor with that template's text (read here too), `?edit=new` Create Template.
 */
export default async function ManageTemplatesPage({ searchParams }: { searchParams: Promise<{ edit?: string }> }) {
  const user = await requirePermission("templates.manage");
  const { edit } = await searchParams;
  const [templates, investors, editing] = await Promise.all([listTemplates(user), listInvestorChoices(), readTemplateEdit(user, edit)]);
  return <TemplateManagement templates={asWire(z.array(templateSummarySchema), templates)} investors={investors} edit={editing} />;
}
