import type { Metadata } from "next";
import { QueryProvider } from "@/components/query-provider";
import { z } from "zod";
import { requirePermission } from "@/lib/auth/current-user";
import { templateSummarySchema } from "@/lib/api/registry/agreements";
import { asWire } from "@/lib/wire";
import { listTemplates } from "@/lib/agreements/templates/queries";
import { listInvestorChoices } from "@/lib/reservations/queries";
import { TemplateManagement } from "@/components/agreements/templates/template-management";

export const metadata: Metadata = { title: "Agreement Templates" };

/** The legal team's template management (create, edit, activate), read on the server; investors review theirs at /templates. */
export default async function ManageTemplatesPage() {
  const user = await requirePermission("templates.manage");
  const [templates, investors] = await Promise.all([listTemplates(user), listInvestorChoices()]);
  return (
    <QueryProvider>
      <TemplateManagement templates={asWire(z.array(templateSummarySchema), templates)} investors={investors} />
    </QueryProvider>
  );
}
