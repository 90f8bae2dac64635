import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { getDb, type Db, type Tx } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { textStream } from "@/lib/text-stream";
import { seesAllProjects, visibleProjectSql } from "@/lib/projects/policy";
import { presentProject, type PresentContext, type ProjectRow, type ProjectView } from "@/lib/projects/presenter";
import { getSetting } from "@/lib/settings/service";
import type { ProjectListQuery, SortKey } from "@/lib/projects/schemas";
import type { Role } from "@/lib/auth/schemas";

type Viewer = { id: string; role: Role };

// Enums come back as their SQL labels (the display values, 'Best Case'), money as exact text.
const COLUMNS = Prisma.sql`
  p.id, p."deploymentQuarter", p.stage::text AS stage, p.client, p.address, p.purpose, p.type::text AS type,
  p."numberOfChargers", p."numberOfSpaces", p."projectCost"::text AS "projectCost", p."itcTaxCredit",
  p."engineeringNotes", p."investorSummary", p."sharedWithInvestors", p."reservedBy", p."reservedAt",
  p."reservationStatus"::text AS "reservationStatus", p."reservationNotes", p."approvedBy", p."approvedAt",
  p."ownedBy", p."rejectedFor", p."rejectionNotes", p."createdAt", p."updatedAt", u.username AS "reservedByUsername",
  to_char(p."placedInServiceDate", 'YYYY-MM-DD') AS "placedInServiceDate", p."censusTract", p."tractEligible",
  p."tractEligibilitySource", p."prevailingWageMet"`;

// Text sorts are case-insensitive; stage sorts by its display text ("Best Case" < "Committed" < … <
// "Pipeline"), not the enum's declaration order. Casting an enum to text cannot be indexed, so the stage
// is ranked by a CASE, and the type by the enum itself (L2 < L3, the same order as its text). Every
// expression here has an index of the same expression, then createdAt DESC, seq (migrations
// 20261124020100_list_sort_indexes, 20261124060000_list_indexes_by_seq and, for the client,
// 20261125030000_own_rows_and_client_sort_indexes).
export const SORT_SQL: Record<SortKey, Prisma.Sql> = {
  quarter: Prisma.sql`lower(p."deploymentQuarter")`,
  stage: Prisma.sql`(CASE p.stage WHEN 'Best Case' THEN 1 WHEN 'Committed' THEN 2 WHEN 'Contracted' THEN 3 WHEN 'Deployed' THEN 4 ELSE 5 END)`,
  client: Prisma.sql`lower(p.client)`,
  type: Prisma.sql`p.type`,
  chargers: Prisma.sql`p."numberOfChargers"`,
  spaces: Prisma.sql`p."numberOfSpaces"`,
  cost: Prisma.sql`p."projectCost"`,
  itc: Prisma.sql`p."itcTaxCredit"`,
};

/** The settings a project's presentation uses (the recapture window), read once for a whole list. */
export async function presentContext(db: Db | Tx): Promise<PresentContext> {
  return { recaptureYears: await getSetting("itc.recaptureYears", db) };
}

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

/** The list's filters other than the search, over any relation aliased `p` with the project's columns. */
export function filterParts(query: Pick<ProjectListQuery, "stage" | "quarter" | "type">): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  if (query.stage) parts.push(Prisma.sql`p.stage = ${query.stage}::"ProjectStage"`);
  if (query.quarter) parts.push(Prisma.sql`p."deploymentQuarter" = ${query.quarter}`);
  if (query.type) parts.push(Prisma.sql`p.type = ${query.type}::"ProjectType"`);
  return parts;
}

/** The search and the filters (everything but who may see the row). */
export function matchParts(query: Pick<ProjectListQuery, "search" | "stage" | "quarter" | "type">): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    // One ILIKE per column, OR'ed: each arm has its own trigram index (migration 20261124020000_search_trigram);
    // an investor's search uses one over the rows investors may see (20261128000000_investor_search_trigram).
    parts.push(Prisma.sql`(p.client ILIKE ${pattern} OR p.address ILIKE ${pattern} OR p.purpose ILIKE ${pattern})`);
  }
  return [...parts, ...filterParts(query)];
}

function listWhere(viewer: Viewer, query: ProjectListQuery): Prisma.Sql {
  return Prisma.join([visibleProjectSql(viewer), ...matchParts(query)], " AND ");
}

const and = (parts: Prisma.Sql[]) => (parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`);

/**
 * How many projects match. Without a search the count comes from project_totals (exact, kept by
 * triggers; a sum over a few hundred rows however large the table): every project for an employee; for
 * an investor the shared ones plus the unshared ones they own (an indexed look-up).
 */
function countSql(viewer: Viewer, query: ProjectListQuery): Prisma.Sql {
  if (query.search) return Prisma.sql`SELECT count(*)::int AS count FROM projects p WHERE ${listWhere(viewer, query)}`;
  const filters = filterParts(query);
  if (seesAllProjects(viewer)) return Prisma.sql`SELECT COALESCE(SUM(p.count), 0)::int AS count FROM project_totals p WHERE ${and(filters)}`;
  return Prisma.sql`SELECT (
      (SELECT COALESCE(SUM(p.count), 0) FROM project_totals p WHERE ${and([Prisma.sql`p."sharedWithInvestors"`, ...filters])})
    + (SELECT count(*) FROM projects p WHERE ${and([Prisma.sql`p."ownedBy" = ${viewer.id}`, Prisma.sql`NOT p."sharedWithInvestors"`, ...filters])})
    )::int AS count`;
}

// Newest first; rows created together (one import) in the order they were inserted, i.e. the file's.
const STABLE_ORDER = Prisma.sql`p."createdAt" DESC, p.seq ASC`;

function listOrder(query: ProjectListQuery): Prisma.Sql {
  if (!query.sort) return Prisma.sql`ORDER BY ${STABLE_ORDER}`;
  const direction = query.order === "desc" ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  return Prisma.sql`ORDER BY ${SORT_SQL[query.sort]} ${direction}, ${STABLE_ORDER}`;
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
  let rows: Prisma.Sql;
  if (pageSize && query.search) rows = searchPageSql(viewer, query, offset, pageSize);
  else if (pageSize && !seesAllProjects(viewer)) rows = investorPageSql(viewer, query, offset, pageSize);
  else rows = rowsSql(where, Prisma.sql`${listOrder(query)} ${page}`);
  return { rows, count: countSql(viewer, query), offset };
}

/**
 * A page of a search, with the number of matches (`__total`, on every row). The matches are fenced first
 * (a bitmap of the trigram indexes, then the heap rows that really match), their sort keys sorted, and
 * only the page's rows read in full. An ordered walk of the list's index that stops at the page's last
 * match would read every row in front of the first match: a common word (one client in 40) absent from
 * the 60,000 newest rows (an import) cost a walk of all of them. Fenced, the cost follows the number of
 * matches, which the total has to visit anyway, so the count comes from the same fence at no extra scan.
 */
function searchPageSql(viewer: Viewer, query: ProjectListQuery, offset: number, pageSize: number): Prisma.Sql {
  const key = query.sort ? SORT_SQL[query.sort] : Prisma.sql`NULL::int`;
  const direction = query.order === "desc" ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const order = (m: Prisma.Sql) => Prisma.sql`${m}."__key" ${direction}, ${m}."createdAt" DESC, ${m}.seq ASC`;
  return Prisma.sql`WITH m AS MATERIALIZED (
      SELECT p.id, ${key} AS "__key", p."createdAt", p.seq FROM projects p WHERE ${listWhere(viewer, query)}
    )
    SELECT ${COLUMNS}, (SELECT count(*) FROM m)::int AS "__total"
    FROM (SELECT * FROM m ORDER BY ${order(Prisma.sql`m`)} LIMIT ${pageSize} OFFSET ${offset}) AS page
    JOIN projects p ON p.id = page.id LEFT JOIN users u ON u.id = p."reservedBy"
    ORDER BY ${order(Prisma.sql`page`)}`;
}

/**
 * An investor's page: the shared projects and the unshared ones they own, each its own ordered index
 * range, merged. `shared OR ownedBy = me` in one WHERE cannot walk an index in the list's order: after an
 * import of (unshared) rows the first page would read past every one of them.
 */
function investorPageSql(viewer: Viewer, query: ProjectListQuery, offset: number, pageSize: number): Prisma.Sql {
  const match = matchParts(query);
  const key = query.sort ? SORT_SQL[query.sort] : Prisma.sql`NULL::int`;
  const part = (visible: Prisma.Sql) =>
    Prisma.sql`(SELECT ${COLUMNS}, ${key} AS "__key", p.seq AS "__seq" FROM projects p LEFT JOIN users u ON u.id = p."reservedBy"
      WHERE ${and([visible, ...match])} ${listOrder(query)} LIMIT ${offset + pageSize})`;
  const direction = query.order === "desc" ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const outer = query.sort ? Prisma.sql`"__key" ${direction}, "createdAt" DESC, "__seq" ASC` : Prisma.sql`"createdAt" DESC, "__seq" ASC`;
  return Prisma.sql`SELECT * FROM (${part(Prisma.sql`p."sharedWithInvestors" = TRUE`)} UNION ALL
    ${part(Prisma.sql`p."ownedBy" = ${viewer.id} AND p."sharedWithInvestors" = FALSE`)}) AS visible
    ORDER BY ${outer} LIMIT ${pageSize} OFFSET ${offset}`;
}

/**
 * The project list as the viewer may see it: filtered, sorted and paged in SQL, with `total` counting
 * every match before paging. A search's page carries its total; otherwise the count query runs only when
 * the page is full (a short page tells it), or when a search's page lies past its last match.
 * For every row at once (no pageSize) the route streams instead: streamProjects.
 */
export async function listProjects(viewer: Viewer, query: ProjectListQuery): Promise<{ rows: ProjectView[]; total: number }> {
  const db = await getDb();
  const sql = projectListSql(viewer, query);
  const [rows, context] = await Promise.all([db.$queryRaw<Array<ProjectRow & { __key?: unknown; __seq?: unknown; __total?: number }>>(sql.rows), presentContext(db)]);
  const { pageSize } = query;
  const known = !pageSize || (rows.length < pageSize && (rows.length > 0 || sql.offset === 0));
  const total = rows[0]?.__total ?? (known ? sql.offset + rows.length : (await db.$queryRaw<{ count: number }[]>(sql.count))[0].count);
  return { rows: rows.map(({ __key: _key, __seq: _seq, __total: _total, ...r }) => presentProject(r, viewer, context)), total };
}

// The SQL type of each sort expression, to cast a keyset cursor's text back.
const SORT_TYPE: Record<SortKey, Prisma.Sql> = {
  quarter: Prisma.sql`text`,
  stage: Prisma.sql`int`,
  client: Prisma.sql`text`,
  type: Prisma.sql`"ProjectType"`,
  spaces: Prisma.sql`int`,
  cost: Prisma.sql`numeric`,
  itc: Prisma.sql`boolean`,
  chargers: Prisma.sql`int`,
};

const STREAM_BATCH = 1000;
type Cursor = { key: string | null; createdAt: string; seq: number };
type KeysetRow = ProjectRow & { __part: number; __key: unknown; __keyText: string | null; __createdAt: string; __seq: number };

/**
 * One batch of the full list after `cursor`, in the list's order. The rows after a cursor are, in order:
 * (1) the same sort key and creation time with a greater seq, (2) the same key, created earlier, (3) a
 * later key. Each part is one range of the order's index, so a batch costs the same at row 1,000,000 as at
 * row 1 (an OR of the three would make the planner scan from the start of the key's group every time).
 */
export function keysetBatchSql(viewer: Viewer, query: ProjectListQuery, cursor: Cursor | null, limit = STREAM_BATCH): Prisma.Sql {
  const where = listWhere(viewer, query);
  const order = listOrder(query);
  const key = query.sort ? SORT_SQL[query.sort] : Prisma.sql`NULL::int`;
  const extra = (part: number) =>
    Prisma.sql`${part} AS "__part", ${key} AS "__key", (${key})::text AS "__keyText", p."createdAt"::text AS "__createdAt", p.seq AS "__seq"`;
  const part = (n: number, condition: Prisma.Sql) =>
    Prisma.sql`(SELECT ${COLUMNS}, ${extra(n)} FROM projects p LEFT JOIN users u ON u.id = p."reservedBy"
      WHERE ${where} AND ${condition} ${order} LIMIT ${limit})`;
  if (!cursor) return Prisma.sql`SELECT ${COLUMNS}, ${extra(0)} FROM projects p LEFT JOIN users u ON u.id = p."reservedBy" WHERE ${where} ${order} LIMIT ${limit}`;
  const created = Prisma.sql`${cursor.createdAt}::timestamptz`;
  const sameTime = Prisma.sql`p."createdAt" = ${created} AND p.seq > ${cursor.seq}`;
  const earlier = Prisma.sql`p."createdAt" < ${created}`;
  let parts: Prisma.Sql[];
  if (query.sort) {
    const k = SORT_SQL[query.sort];
    const value = Prisma.sql`CAST(${cursor.key} AS ${SORT_TYPE[query.sort]})`;
    const later = query.order === "desc" ? Prisma.sql`${k} < ${value}` : Prisma.sql`${k} > ${value}`;
    parts = [part(1, Prisma.sql`${k} = ${value} AND ${sameTime}`), part(2, Prisma.sql`${k} = ${value} AND ${earlier}`), part(3, later)];
  } else {
    parts = [part(1, sameTime), part(2, earlier)];
  }
  const direction = query.order === "desc" ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  const outer = query.sort ? Prisma.sql`"__part", "__key" ${direction}, "createdAt" DESC, "__seq" ASC` : Prisma.sql`"__part", "createdAt" DESC, "__seq" ASC`;
  return Prisma.sql`SELECT * FROM (${Prisma.join(parts, " UNION ALL ")}) AS batch ORDER BY ${outer} LIMIT ${limit}`;
}

/**
 * Every matching row as the viewer may see it, in the list's order, one keyset batch at a time (the
 * source of both the streamed JSON list and the CSV export). Memory holds one batch however many rows
 * match, and other requests run between batches. Rows written meanwhile may or may not appear, as with
 * any paging.
 */
export async function* projectBatches(viewer: Viewer, query: ProjectListQuery, batch = STREAM_BATCH): AsyncGenerator<ProjectView[]> {
  const db = await getDb();
  const context = await presentContext(db);
  let cursor: Cursor | null = null;
  for (;;) {
    const rows: KeysetRow[] = await db.$queryRaw<KeysetRow[]>(keysetBatchSql(viewer, query, cursor, batch));
    if (rows.length > 0) {
      const last = rows[rows.length - 1];
      cursor = { key: last.__keyText, createdAt: last.__createdAt, seq: last.__seq };
      yield rows.map(({ __part: _p, __key: _k, __keyText: _t, __createdAt: _c, __seq: _s, ...row }) => presentProject(row, viewer, context));
    }
    if (rows.length < batch) return;
  }
}

/**
 * Every matching row as a streamed JSON array (the same body as JSON.stringify(rows)), from
 * projectBatches: the first byte goes out before the first batch is read. The total is counted first
 * (X-Total-Count).
 */
export async function streamProjects(
  viewer: Viewer,
  query: ProjectListQuery,
  { batch = STREAM_BATCH }: { batch?: number } = {},
): Promise<{ total: number; body: ReadableStream<Uint8Array> }> {
  const db = await getDb();
  const [{ count: total }] = await db.$queryRaw<{ count: number }[]>(countSql(viewer, query));
  async function* json() {
    yield "[";
    let first = true;
    for await (const rows of projectBatches(viewer, query, batch)) {
      yield (first ? "" : ",") + rows.map((row) => JSON.stringify(row)).join(",");
      first = false;
    }
    yield "]";
  }
  return { total, body: textStream(json(), "streaming the project list") };
}

/** One project as the viewer may see it; a project they may not see does not exist for them. */
export async function getProject(viewer: Viewer, id: string): Promise<ProjectView> {
  const db = await getDb();
  const [row] = await selectProjectRows(db, Prisma.sql`p.id = ${id} AND ${visibleProjectSql(viewer)}`);
  if (!row) throw notFound("Project not found");
  return presentProject(row, viewer, await presentContext(db));
}
