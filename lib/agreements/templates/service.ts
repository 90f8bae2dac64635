import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { authorize } from "@/lib/auth/authorize";
import { notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import type { Tx } from "@/lib/db";
import { TEMPLATE_NOT_FOUND } from "@/lib/agreements/templates/queries";
import { nextVersion } from "@/lib/agreements/templates/version-number";
import type { CreateTemplateInput, TemplateActiveInput, UpdateTemplateInput } from "@/lib/agreements/templates/schemas";

const select = { id: true, title: true, description: true, category: true, version: true, content: true, isActive: true, updatedAt: true } as const;

export async function createTemplate(actor: SessionUser, input: CreateTemplateInput) {
  authorize(actor, "templates.manage");
  return transaction(async (tx) => {
    const created = await tx.templateDocument.create({ data: { ...input, createdBy: actor.id }, select });
    const { id, updatedAt: _updatedAt, ...after } = created;
    await writeAudit(tx, { event: "template.created", entityId: id, actorId: actor.id, after: { ...after, createdBy: actor.id } });
    return created;
  });
}

type Template = Prisma.TemplateDocumentGetPayload<{ select: typeof select }>;

/**
 * Under the template's row lock, so two edits at once make two version numbers. Versions already assigned
 * keep their own copy of the text: an edit never moves their redlines.
 */
async function change(actor: SessionUser, id: string, write: (tx: Tx, before: Template) => Promise<Template>) {
  authorize(actor, "templates.manage");
  return transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM template_documents WHERE id = ${id} FOR UPDATE`;
    const before = await tx.templateDocument.findUnique({ where: { id }, select });
    if (!before) throw notFound(TEMPLATE_NOT_FOUND);
    return write(tx, before);
  });
}

const values = ({ id: _id, updatedAt: _updatedAt, ...rest }: Template) => rest;

export function updateTemplate(actor: SessionUser, id: string, input: UpdateTemplateInput) {
  return change(actor, id, async (tx, before) => {
    const after = await tx.templateDocument.update({ where: { id }, data: { ...input, version: nextVersion(before.version) }, select });
    await writeAudit(tx, { event: "template.updated", entityId: id, actorId: actor.id, before: values(before), after: values(after) });
    return after;
  });
}

export function setTemplateActive(actor: SessionUser, id: string, input: TemplateActiveInput) {
  return change(actor, id, async (tx, before) => {
    const after = await tx.templateDocument.update({ where: { id }, data: { isActive: input.isActive }, select });
    await writeAudit(tx, {
      event: input.isActive ? "template.activated" : "template.deactivated",
      entityId: id,
      actorId: actor.id,
      before: { isActive: before.isActive },
      after: { isActive: after.isActive },
    });
    return after;
  });
}
