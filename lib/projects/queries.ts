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

function rowsSql(where: Prisma.Sql, tail: Prisma.Sql = Prisma.empty): Prisma.Sql {
  return Prisma.sql`SELECT ${COLUMNS} FROM projects p LEFT JOIN users u ON u.id = p."reservedBy" WHERE ${where} ${tail}`;
}

/** Rows of `projects p` (with the reserving user joined) matching a WHERE clause. */
export function selectProjectRows(db: Db | Tx, where: Prisma.Sql, tail: Prisma.Sql = Prisma.empty): Promise<ProjectRow[]> {
  return db.$queryRaw<ProjectRow[]>(rowsSql(where, tail));
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
 * The statements behind the list: one for the page of rows, one counting every match. Exported so a
 * benchmark can run exactly this SQL through a raw driver (`.sql` and `.values`).
 */
export function projectListSql(viewer: Viewer, query: ProjectListQuery): { rows: Prisma.Sql; count: Prisma.Sql; offset: number } {
  const where = listWhere(viewer, query);
  const { pageSize } = query;
  const offset = pageSize ? (query.page - 1) * pageSize : 0;
  const page = pageSize ? Prisma.sql`LIMIT ${pageSize} OFFSET ${offset}` : Prisma.empty;
  return {
    rows: rowsSql(where, Prisma.sql`${listOrder(query)} ${page}`),
    count: Prisma.sql`SELECT count(*)::int AS count FROM projects p WHERE ${where}`,
    offset,
  };
}

/**
 * The project list as the viewer may see it: filtered, sorted and paged in SQL, with `total` counting
 * every match before paging. The count query runs only when the page is full (a short page tells it).
 */
export async function listProjects(viewer: Viewer, query: ProjectListQuery): Promise<{ rows: ProjectView[]; total: number }> {
  const db = await getDb();
  const sql = projectListSql(viewer, query);
  const rows = await db.$queryRaw<ProjectRow[]>(sql.rows);
  const { pageSize } = query;
  const known = !pageSize || (rows.length < pageSize && (rows.length > 0 || sql.offset === 0));
  const total = known ? sql.offset + rows.length : (await db.$queryRaw<{ count: number }[]>(sql.count))[0].count;
  return { rows: rows.map((r) => presentProject(r, viewer)), total };
}

/** One project as the viewer may see it; a project they may not see does not exist for them. */
export async function getProject(viewer: Viewer, id: string): Promise<ProjectView> {
  const db = await getDb();
  const [row] = await selectProjectRows(db, Prisma.sql`p.id = ${id} AND ${visibleProjectSql(viewer)}`);
  if (!row) throw notFound("Project not found");
  return presentProject(row, viewer);
}
