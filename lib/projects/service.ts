import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb, type Tx } from "@/lib/db";
import { writeAudit } from "@/lib/audit/write";
import { notFound } from "@/lib/errors";
import { assertManagesProjects } from "@/lib/projects/policy";
import { presentProject, type ProjectRow, type ProjectView } from "@/lib/projects/presenter";
import { selectProjectRows } from "@/lib/projects/queries";
import type { CreateProjectInput, UpdateProjectInput } from "@/lib/projects/schemas";
import { toDbStage } from "@/lib/projects/stage";
import type { SessionUser } from "@/lib/session";

type Notes = "engineeringNotes" | "investorSummary";
type Editable = Pick<ProjectRow, Exclude<keyof CreateProjectInput, Notes>> & Partial<Pick<ProjectRow, Notes>>;

/** The fields a user edits: what the audit log records for a project. */
export const AUDITED_PROJECT_FIELDS = [
  "deploymentQuarter",
  "stage",
  "client",
  "address",
  "purpose",
  "type",
  "numberOfChargers",
  "numberOfSpaces",
  "projectCost",
  "itcTaxCredit",
  "engineeringNotes",
  "investorSummary",
  "sharedWithInvestors",
] as const satisfies readonly (keyof Editable)[];

export function auditSnapshot(p: Editable): Record<(typeof AUDITED_PROJECT_FIELDS)[number], unknown> {
  return Object.fromEntries(AUDITED_PROJECT_FIELDS.map((k) => [k, p[k] ?? null])) as Record<(typeof AUDITED_PROJECT_FIELDS)[number], unknown>;
}

/** Prisma's write shape for the given fields: only the stage needs translating. */
function toData(input: UpdateProjectInput): Prisma.ProjectUpdateInput {
  const { stage, ...rest } = input;
  return { ...rest, ...(stage ? { stage: toDbStage(stage) } : {}) };
}

async function lockedRow(tx: Tx, id: string): Promise<ProjectRow> {
  const [row] = await selectProjectRows(tx, Prisma.sql`p.id = ${id}`, Prisma.sql`FOR UPDATE OF p`);
  if (!row) throw notFound("Project not found");
  return row;
}

async function currentRow(tx: Tx, id: string): Promise<ProjectRow> {
  const [row] = await selectProjectRows(tx, Prisma.sql`p.id = ${id}`);
  return row;
}

export async function createProject(actor: SessionUser, input: CreateProjectInput): Promise<ProjectView> {
  assertManagesProjects(actor);
  // Engineering notes and the investor summary are saved only for an existing project (spec 1 §5): the
  // dialog's Engineering and Investor tabs save them once the project exists, so a create ignores them.
  const { engineeringNotes: _notes, investorSummary: _summary, ...fields } = input;
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id } = await tx.project.create({ data: { ...fields, stage: toDbStage(fields.stage) }, select: { id: true } });
    const row = await currentRow(tx, id);
    await writeAudit(tx, { entityType: "project", entityId: id, action: "create", userId: actor.id, newValues: auditSnapshot(row) });
    return presentProject(row, actor);
  });
}

export async function updateProject(actor: SessionUser, id: string, input: UpdateProjectInput): Promise<ProjectView> {
  assertManagesProjects(actor);
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    await tx.project.update({ where: { id }, data: toData(input), select: { id: true } });
    const after = await currentRow(tx, id);
    // writeAudit keeps only the fields that changed; an edit that changes nothing is not an edit.
    const oldValues = auditSnapshot(before);
    const newValues = auditSnapshot(after);
    if (JSON.stringify(oldValues) !== JSON.stringify(newValues)) {
      await writeAudit(tx, { entityType: "project", entityId: id, action: "update", userId: actor.id, oldValues, newValues });
    }
    return presentProject(after, actor);
  });
}

/** Deletes the project; its comments and tasks go with it (foreign keys cascade). */
export async function deleteProject(actor: SessionUser, id: string): Promise<void> {
  assertManagesProjects(actor);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    await tx.project.delete({ where: { id } });
    await writeAudit(tx, { entityType: "project", entityId: id, action: "delete", userId: actor.id, oldValues: auditSnapshot(before) });
  });
}
