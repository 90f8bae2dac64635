import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import type { AuditScalar } from "@/lib/audit/events";
import { writeAudit } from "@/lib/audit/write";
import { conflict, notFound } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import { presentProject, type ProjectRow, type ProjectView } from "@/lib/projects/presenter";
import { presentContext, selectProjectRows } from "@/lib/projects/queries";
import { assertEditKeepsReservation } from "@/lib/projects/policy";
import type { CreateProjectInput, itcFields, MoveProjectInput, Stage, UpdateProjectInput } from "@/lib/projects/schemas";
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
  return transaction(async (tx) => {
    const { id } = await tx.project.create({ data: { ...fields, stage: toDbStage(fields.stage), placedInServiceDate: toDbDay(fields.placedInServiceDate) }, select: { id: true } });
    const row = await currentRow(tx, id);
    await writeAudit(tx, { event: "project.created", entityId: id, actorId: actor.id, after: auditSnapshot(row) });
    return presentProject(row, actor, await presentContext(tx));
  });
}

export async function updateProject(actor: SessionUser, id: string, input: UpdateProjectInput): Promise<ProjectView> {
  authorize(actor, "projects.write");
  return transaction((tx) => changeProject(tx, actor, id, input));
}

/**
 * A stage change from the pipeline board: the edit above with only the stage, the same rules, plus the
 * stage the board showed. A project already in the target stage (a double drop, or someone else made the
 * same move) is answered as it is, unchanged; one that moved elsewhere meanwhile is a 409 naming who moved
 * it and when.
 */
/**
 * A board move: the edit's stage change under the same rules (the reservation rule, the stage the board
 * showed, one audited event), in as few statements as it needs (lock, update, audit row), since every
 * drop waits for it. Answers the project's stage; a repeat of a move that is done answers it unchanged.
 */
export async function moveProject(actor: SessionUser, id: string, input: MoveProjectInput): Promise<{ id: string; stage: Stage }> {
  authorize(actor, "projects.write");
  return transaction(async (tx) => {
    const [before] = await tx.$queryRaw<(Parameters<typeof assertEditKeepsReservation>[0] & { stageEnteredAt: Date })[]>`
      SELECT stage::text AS stage, "stageEnteredAt", "sharedWithInvestors", "reservationStatus"::text AS "reservationStatus", "reservedBy"
      FROM projects WHERE id = ${id} FOR UPDATE`;
    if (!before) throw notFound("Project not found");
    if (before.stage === input.stage) return { id, stage: before.stage };
    if (before.stage !== input.expectedStage) throw conflict(await movedMeanwhile(tx, id, before.stage));
    assertEditKeepsReservation(before, { stage: input.stage });
    // The trigger of migration 20261127010000 starts the new stay; the update answers when.
    const after = await tx.project.update({ where: { id }, data: { stage: toDbStage(input.stage) }, select: { stageEnteredAt: true } });
    await writeAudit(tx, {
      event: "project.moved",
      entityId: id,
      actorId: actor.id,
      before: { stage: before.stage, stageEnteredAt: before.stageEnteredAt },
      after: { stage: input.stage, stageEnteredAt: after.stageEnteredAt },
    });
    return { id, stage: input.stage };
  });
}

/**
 * An edit: lock → the reservation rules → write → one audit event. A stage change carries when the old
 * stage was entered (the board's time in stage reads it back), as a move's does.
 */
async function changeProject(tx: Tx, actor: SessionUser, id: string, input: UpdateProjectInput): Promise<ProjectView> {
  const before = await lockedRow(tx, id);
  assertEditKeepsReservation(before, input);
  const { stageEnteredAt: enteredBefore } = await stageEntered(tx, id);
  await tx.project.update({ where: { id }, data: toData(input), select: { id: true } });
  const after = await currentRow(tx, id);
  const moved = before.stage !== after.stage;
  const stageBefore = moved ? { stage: before.stage, stageEnteredAt: enteredBefore } : {};
  const stageAfter = moved ? { stage: after.stage, stageEnteredAt: (await stageEntered(tx, id)).stageEnteredAt } : {};
  // writeAudit keeps only the fields that changed, and writes nothing for an edit that changes nothing.
  await writeAudit(tx, { event: "project.updated", entityId: id, actorId: actor.id, before: { ...auditSnapshot(before), ...stageBefore }, after: { ...auditSnapshot(after), ...stageAfter } });
  return presentProject(after, actor, await presentContext(tx));
}

/** Kept by a trigger (migration 20261127010000_pipeline_board): read, never written, here. */
function stageEntered(tx: Tx, id: string) {
  return tx.project.findUniqueOrThrow({ where: { id }, select: { stageEnteredAt: true } });
}

/** "alice moved this project to Committed on 2026-11-27 at 03:12 UTC": the move the caller did not see. */
async function movedMeanwhile(tx: Tx, id: string, stage: Stage): Promise<string> {
  const [last] = await tx.$queryRaw<{ username: string | null; at: Date }[]>`
    SELECT u.username, a."createdAt" AS at FROM audit_log a LEFT JOIN users u ON u.id = a."userId"
    WHERE a."entityType" = 'project' AND a."entityId" = ${id} AND a."fieldChanges" @> '["stage"]'
    ORDER BY a."createdAt" DESC, a.id DESC LIMIT 1`;
  if (!last) return `This project is already in ${stage}`;
  const when = last.at.toISOString();
  return `${last.username ?? "Someone"} moved this project to ${stage} on ${when.slice(0, 10)} at ${when.slice(11, 16)} UTC`;
}

/** Deletes the project; its comments and tasks go with it (foreign keys cascade). */
export async function deleteProject(actor: SessionUser, id: string): Promise<void> {
  authorize(actor, "projects.write");
  await transaction(async (tx) => {
    const before = await lockedRow(tx, id);
    await tx.project.delete({ where: { id } });
    await writeAudit(tx, { event: "project.deleted", entityId: id, actorId: actor.id, before: auditSnapshot(before) });
  });
}
