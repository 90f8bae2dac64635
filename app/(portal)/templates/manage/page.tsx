import type { Metadata } from "next";
import { requirePermission } from "@/lib/auth/current-user";
import { TemplateManagement } from "@/components/agreements/templates/template-management";

export const metadata: Metadata = { title: "Agreement Templates" };

/** The legal team's template management (create, edit, activate); investors review theirs at /templates. */
export default async function ManageTemplatesPage() {
  await requirePermission("templates.manage");
  return <TemplateManagement />;
}
