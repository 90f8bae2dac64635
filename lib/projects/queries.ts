import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb, type Db, type Tx } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { visibleProjectSql } from "@/lib/projects/policy";
import { presentProject, type ProjectRow, type ProjectView } from "@/lib/projects/presenter";
import type { ProjectListQuery, SortKey } from "@/lib/projects/schemas";

type Viewer = { id: string; role: "employee" | "external" };

// Enums come back as their SQL labels (the display values, 'Best Case'), money as exact text.
const COLUMNS = Prisma.sql`
  p.id, p."deploymentQuarter", p.stage::text AS stage, p.client, p.address, p.purpose, p.type::text AS type,
  p."numberOfChargers", p."numberOfSpaces", p."projectCost"::text AS "projectCost", p."itcTaxCredit",
  p."engineeringNotes", p."investorSummary", p."sharedWithInvestors", p."reservedBy", p."reservedAt",
  p."reservationStatus"::text AS "reservationStatus", p."reservationNotes", p."approvedBy", p."approvedAt",
  p."ownedBy", p."createdAt", p."updatedAt", u.username AS "reservedByUsername"`;

// Text sorts are case-insensitive; stage sorts by its display text, not the enum's declaration order.
const SORT_SQL: Record<SortKey, Prisma.Sql> = {
  quarter: Prisma.sql`lower(p."deploymentQuarter")`,
  stage: Prisma.sql`lower(p.stage::text)`,
  client: Prisma.sql`lower(p.client)`,
  type: Prisma.sql`lower(p.type::text)`,
  spaces: Prisma.sql`p."numberOfSpaces"`,
  cost: Prisma.sql`p."projectCost"`,
  itc: Prisma.sql`p."itcTaxCredit"`,
};

/** Rows of `projects p` (with the reserving user joined) matching a WHERE clause. */
export function selectProjectRows(db: Db | Tx, where: Prisma.Sql, tail: Prisma.Sql = Prisma.empty): Promise<ProjectRow[]> {
  return db.$queryRaw<ProjectRow[]>`SELECT ${COLUMNS} FROM projects p LEFT JOIN users u ON u.id = p."reservedBy" WHERE ${where} ${tail}`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function listWhere(viewer: Viewer, query: ProjectListQuery): Prisma.Sql {
  const parts = [visibleProjectSql(viewer)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    parts.push(Prisma.sql`(p.client ILIKE ${pattern} OR p.address ILIKE ${pattern} OR p.purpose ILIKE ${pattern})`);
  }
  if (query.stage) parts.push(Prisma.sql`p.stage = ${query.stage}::"ProjectStage"`);
  if (query.quarter) parts.push(Prisma.sql`p."deploymentQuarter" = ${query.quarter}`);
  if (query.type) parts.push(Prisma.sql`p.type = ${query.type}::"ProjectType"`);
  return Prisma.join(parts, " AND ");
}

function listOrder(query: ProjectListQuery): Prisma.Sql {
  const stable = Prisma.sql`p."createdAt" DESC, p.id ASC`;
  if (!query.sort) return Prisma.sql`ORDER BY ${stable}`;
  const direction = query.order === "desc" ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  return Prisma.sql`ORDER BY ${SORT_SQL[query.sort]} ${direction}, ${stable}`;
}

/**
 * The project list as the viewer may see it: filtered, sorted and paged in SQL (one query for the page,
 * one count when paging), with `total` counting every match before paging.
 */
export async function listProjects(viewer: Viewer, query: ProjectListQuery): Promise<{ rows: ProjectView[]; total: number }> {
  const db = await getDb();
  const where = listWhere(viewer, query);
  const { pageSize } = query;
  const offset = pageSize ? (query.page - 1) * pageSize : 0;
  const page = pageSize ? Prisma.sql`LIMIT ${pageSize} OFFSET ${offset}` : Prisma.empty;
  const rows = await selectProjectRows(db, where, Prisma.sql`${listOrder(query)} ${page}`);
  // A short, non-empty page (or an unpaged list) already tells the total; only a full page needs the count.
  const known = !pageSize || (rows.length < pageSize && (rows.length > 0 || offset === 0));
  const total = known ? offset + rows.length : await countProjects(db, where);
  return { rows: rows.map((r) => presentProject(r, viewer)), total };
}

async function countProjects(db: Db, where: Prisma.Sql): Promise<number> {
  const [{ count }] = await db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM projects p WHERE ${where}`;
  return count;
}

/** One project as the viewer may see it; a project they may not see does not exist for them. */
export async function getProject(viewer: Viewer, id: string): Promise<ProjectView> {
  const db = await getDb();
  const [row] = await selectProjectRows(db, Prisma.sql`p.id = ${id} AND ${visibleProjectSql(viewer)}`);
  if (!row) throw notFound("Project not found");
  return presentProject(row, viewer);
}
