import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb, type Tx } from "@/lib/db";
import type { AuditScalar } from "@/lib/audit/events";
import { writeAudit } from "@/lib/audit/write";
import { notFound } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import { presentProject, type ProjectRow, type ProjectView } from "@/lib/projects/presenter";
import { presentContext, selectProjectRows } from "@/lib/projects/queries";
import { assertEditKeepsReservation } from "@/lib/projects/policy";
import type { CreateProjectInput, itcFields, UpdateProjectInput } from "@/lib/projects/schemas";
import { toDbStage } from "@/lib/projects/stage";
import type { SessionUser } from "@/lib/session";

type Notes = "engineeringNotes" | "investorSummary" | keyof typeof itcFields;
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
  "placedInServiceDate",
  "censusTract",
  "tractEligible",
  "tractEligibilitySource",
  "prevailingWageMet",
] as const satisfies readonly (keyof Editable)[];

type ProjectSnapshot = Record<(typeof AUDITED_PROJECT_FIELDS)[number], AuditScalar>;

export function auditSnapshot(p: Editable): ProjectSnapshot {
  return Object.fromEntries(AUDITED_PROJECT_FIELDS.map((k) => [k, p[k] ?? null])) as ProjectSnapshot;
}

/** A calendar day as the Date a `date` column takes. */
const toDbDay = (day: string | null | undefined) => (day === undefined ? undefined : day === null ? null : new Date(`${day}T00:00:00Z`));

/** Prisma's write shape for the given fields: the stage and the placed-in-service day need translating. */
function toData(input: UpdateProjectInput): Prisma.ProjectUpdateInput {
  const { stage, placedInServiceDate, ...rest } = input;
  return { ...rest, ...(stage ? { stage: toDbStage(stage) } : {}), ...(placedInServiceDate !== undefined ? { placedInServiceDate: toDbDay(placedInServiceDate) } : {}) };
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
  authorize(actor, "projects.write");
  // Engineering notes and the investor summary are saved only for an existing project (spec 1 §5): the
  // dialog's Engineering and Investor tabs save them once the project exists, so a create ignores them.
  const { engineeringNotes: _notes, investorSummary: _summary, ...fields } = input;
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { id } = await tx.project.create({ data: { ...fields, stage: toDbStage(fields.stage), placedInServiceDate: toDbDay(fields.placedInServiceDate) }, select: { id: true } });
    const row = await currentRow(tx, id);
    await writeAudit(tx, { event: "project.created", entityId: id, actorId: actor.id, after: auditSnapshot(row) });
    return presentProject(row, actor, await presentContext(tx));
  });
}

export async function updateProject(actor: SessionUser, id: string, input: UpdateProjectInput): Promise<ProjectView> {
  authorize(actor, "projects.write");
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    assertEditKeepsReservation(before, input);
    await tx.project.update({ where: { id }, data: toData(input), select: { id: true } });
    const after = await currentRow(tx, id);
    // writeAudit keeps only the fields that changed; an edit that changes nothing is not an edit.
    const oldValues = auditSnapshot(before);
    const newValues = auditSnapshot(after);
    if (JSON.stringify(oldValues) !== JSON.stringify(newValues)) {
      await writeAudit(tx, { event: "project.updated", entityId: id, actorId: actor.id, before: oldValues, after: newValues });
    }
    return presentProject(after, actor, await presentContext(tx));
  });
}

/** Deletes the project; its comments and tasks go with it (foreign keys cascade). */
export async function deleteProject(actor: SessionUser, id: string): Promise<void> {
  authorize(actor, "projects.write");
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    await tx.project.delete({ where: { id } });
    await writeAudit(tx, { event: "project.deleted", entityId: id, actorId: actor.id, before: auditSnapshot(before) });
  });
}
