import "server-only";
import { getDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { authorizeAgreements } from "@/lib/agreements/access";
import { can } from "@/lib/auth/permissions";

export const TEMPLATE_NOT_FOUND = "Template not found";

const listSelect = { id: true, title: true, description: true, category: true, version: true, isActive: true, updatedAt: true } as const;

/** Whoever runs the templates (templates.manage) sees every template; investors the active ones. Texts are left out of the list. */
export async function listTemplates(actor: SessionUser) {
  authorizeAgreements(actor);
  const db = await getDb();
  return db.templateDocument.findMany({
    where: can(actor, "templates.manage") ? {} : { isActive: true },
    select: listSelect,
    orderBy: [{ category: "asc" }, { title: "asc" }, { id: "asc" }],
  });
}

/** One template with its text. An inactive template does not exist for an investor. */
export async function getTemplate(actor: SessionUser, id: string) {
  authorizeAgreements(actor);
  const db = await getDb();
  const template = await db.templateDocument.findUnique({ where: { id }, select: { ...listSelect, content: true, contentType: true } });
  if (!template || (!can(actor, "templates.manage") && !template.isActive)) throw notFound(TEMPLATE_NOT_FOUND);
  return template;
}
