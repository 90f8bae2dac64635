// The list at scale: the search can use its trigram indexes, an import leaves the planner's statistics
// current, and the streamed full list is byte for byte the JSON array the list has always answered.
import { POST as importCsv } from "@/app/api/projects/import/route";
import { GET as list } from "@/app/api/projects/route";
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { maintainChangedTables } from "@/lib/db-maintenance";
import { listProjects, projectListSql, streamProjects } from "@/lib/projects/queries";
import { projectListQuerySchema, SORT_KEYS } from "@/lib/projects/schemas";
import { createCast, type TestUser } from "@/test/factories/users";
import { call } from "@/test/http";

let employee: TestUser, ivan: TestUser;
const asViewer = (u: TestUser) => ({ id: u.id, role: u.role });

beforeAll(async () => {
  ({ employee, external: ivan } = await createCast());
});

async function reltuples(): Promise<number> {
  const db = await getDb();
  const [row] = await db.$queryRaw<{ n: number }[]>`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = 'projects'`;
  return row.n;
}

/**
 * The plan with sequential scans priced out: at this test's 1,000 rows a scan of the table is still
 * cheap, so whether the planner *can* answer from an index is the question here (the benchmark shows it
 * choosing them at 100,000 and 1,000,000 rows). Without the indexes the plan is a (disabled) Seq Scan.
 */
async function explain(sql: Prisma.Sql): Promise<string> {
  const db = await getDb();
  const plan = await db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
    return tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${sql}`);
  });
  return plan.map((r) => r["QUERY PLAN"]).join("\n");
}

/** `n` projects written straight in SQL (one statement): varied text, a few shared ties of createdAt. */
/** VACUUM ANALYZE of projects with the counters of every earlier write published first (else a delete's
 * dead rows could be counted after the VACUUM that removed them). */
async function vacuumProjects() {
  const db = await getDb();
  await db.$executeRaw`SELECT pg_stat_force_next_flush()`;
  await db.$executeRawUnsafe("VACUUM ANALYZE projects");
}

async function bulkInsert(n: number, offset = 0) {
  const db = await getDb();
  await db.$executeRaw`
    INSERT INTO projects ("deploymentQuarter", stage, client, address, purpose, type, "numberOfChargers", "numberOfSpaces",
      "projectCost", "itcTaxCredit", "sharedWithInvestors", "createdAt")
    SELECT (ARRAY['Q1''25','Q2''25','q3''25'])[1 + g % 3], (ARRAY['Pipeline','Best Case','Committed','Contracted','Deployed'])[1 + g % 5]::"ProjectStage",
      'Client ' || md5(g::text), g || ' ' || md5((g * 7)::text) || ' Avenue', 'Purpose ' || md5((g * 13)::text),
      (CASE WHEN g % 2 = 0 THEN 'L2' ELSE 'L3' END)::"ProjectType", g % 9, g % 4, (1000 + g % 7)::numeric(12, 2), g % 3 = 0, g % 2 = 0,
      timestamptz '2026-01-01' + ((g / 3) * interval '1 second')
    FROM generate_series(${offset + 1}::int, ${offset + n}::int) AS g`;
}

describe("search", () => {
  it("answers from the trigram indexes of client, address and purpose", async () => {
    await bulkInsert(1_000);
    const db = await getDb();
    await db.$executeRawUnsafe("ANALYZE projects");
    const query = projectListQuerySchema.parse({ search: "ab12c" });
    const sql = projectListSql(asViewer(employee), query);
    const plan = await explain(sql.count);
    expect(plan).toMatch(/Bitmap Index Scan on projects_client_trgm_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on projects_address_trgm_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on projects_purpose_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on projects/);
    // And the rows found are the ILIKE's rows.
    const { rows, total } = await listProjects(asViewer(employee), projectListQuerySchema.parse({ search: "Avenue", pageSize: "5" }));
    expect(rows).toHaveLength(5);
    expect(total).toBe(1_000);
    await db.project.deleteMany();
  }, 120_000);
});

describe("a search whose matches all lie behind the newest rows", () => {
  // 2,000 older rows, every fourth shared, a tenth of them matching "needle"; then 3,000 newer rows
  // (an import) that never match: an ordered walk of the list would read all 3,000 before the first match.
  beforeAll(async () => {
    const db = await getDb();
    await db.project.deleteMany();
    await db.$executeRaw`
      INSERT INTO projects ("deploymentQuarter", stage, client, address, purpose, type, "numberOfChargers", "numberOfSpaces",
        "projectCost", "itcTaxCredit", "sharedWithInvestors", "ownedBy", "createdAt")
      SELECT (ARRAY['Q1''25','Q2''25'])[1 + g % 2], (ARRAY['Pipeline','Committed','Deployed'])[1 + g % 3]::"ProjectStage",
        CASE WHEN g % 10 = 0 THEN 'Needle Corp ' ELSE 'Hay ' END || md5(g::text), g || ' Main St', 'Depot',
        (CASE WHEN g % 2 = 0 THEN 'L2' ELSE 'L3' END)::"ProjectType", g % 5, g % 4, (1000 + g % 7)::numeric(12, 2), g % 3 = 0, g % 4 = 0,
        CASE WHEN g % 40 = 10 THEN ${ivan.id} END, timestamptz '2025-01-01' + ((g / 3) * interval '1 second')
      FROM generate_series(1, 2000) AS g`;
    await db.$executeRaw`
      INSERT INTO projects ("deploymentQuarter", stage, client, address, purpose, type, "numberOfChargers", "numberOfSpaces",
        "projectCost", "itcTaxCredit", "sharedWithInvestors", "createdAt")
      SELECT 'Q3''25', 'Pipeline', 'Import Client ' || g, g || ' Commerce Way', 'Import batch', 'L2', 1, 2, 500, true, false, timestamptz '2026-06-01'
      FROM generate_series(1, 3000) AS g`;
    await db.$executeRawUnsafe("ANALYZE projects");
  });

  it("fences the matches with the trigram indexes instead of walking the list's order", async () => {
    const plan = await explain(projectListSql(asViewer(employee), projectListQuerySchema.parse({ search: "needle", pageSize: "10" })).rows);
    expect(plan).toMatch(/CTE m/);
    expect(plan).toMatch(/Bitmap Index Scan on projects_client_trgm_idx/);
    expect(plan).not.toMatch(/projects_createdAt_seq_idx/);
  });

  const sorts = [{}, ...SORT_KEYS.flatMap((sort) => [{ sort }, { sort, order: "desc" }]), { stage: "Committed", sort: "cost", order: "desc" }];

  it.each(sorts)("pages exactly the slices of the full search, with its total, for both roles: %o", async (raw) => {
    for (const viewer of [asViewer(employee), asViewer(ivan)]) {
      // The unpaged list takes the list's own ordered statement: the reference the fenced pages must equal.
      const full = (await listProjects(viewer, projectListQuerySchema.parse({ ...raw, search: "NEEDLE" }))).rows;
      expect(full.length).toBeGreaterThan(20);
      for (const page of [1, 2, Math.ceil(full.length / 10), Math.ceil(full.length / 10) + 1]) {
        const paged = await listProjects(viewer, projectListQuerySchema.parse({ ...raw, search: "NEEDLE", page: String(page), pageSize: "10" }));
        expect(paged.rows).toEqual(full.slice((page - 1) * 10, page * 10));
        expect(paged.total).toBe(full.length);
      }
    }
  });

  it("reads an investor's owned unshared rows from their own index, not by walking past the newest rows", async () => {
    const plan = await explain(projectListSql(asViewer(ivan), projectListQuerySchema.parse({ pageSize: "10" })).rows);
    expect(plan).toMatch(/projects_ownedBy_unshared_createdAt_idx/);
  });

  it("answers an investor's search from the trigram index over the rows investors may see, not from every match of the table", async () => {
    const plan = await explain(projectListSql(asViewer(ivan), projectListQuerySchema.parse({ search: "needle", pageSize: "10" })).rows);
    expect(plan).toMatch(/Bitmap Index Scan on projects_investor_search_trgm_idx/);
    expect(plan).not.toMatch(/projects_client_trgm_idx/);
  });

  it("counts an investor's matches as the shared ones plus the unshared ones they own", async () => {
    const { rows, total } = await listProjects(asViewer(ivan), projectListQuerySchema.parse({ search: "needle", pageSize: "500" }));
    expect(total).toBe(rows.length);
    // g % 10 = 0 matches (200 rows); shared: g % 4 = 0 (100); owned unshared: g % 40 = 10 (50).
    expect(total).toBe(150);
  });
});

describe("planner statistics", () => {
  it("are refreshed by an import through the API before it answers", async () => {
    const db = await getDb();
    await db.project.deleteMany();
    await db.$executeRawUnsafe("ANALYZE projects");
    expect(await reltuples()).toBe(0);
    const header = "Deployment Q,Stage,Client,Address,Purpose,Type,# of Chargers,# of Spaces,Project Cost,ITC Tax Credit";
    const csv = [header, ...Array.from({ length: 300 }, (_, i) => `Q2'25,Committed,Stat ${i},${i} Main St,Depot,L3,1,2,$100.00,yes`)].join("\n");
    const form = new FormData();
    form.set("csvFile", new File([csv], "p.csv", { type: "text/csv" }));
    const res = await call(importCsv, { cookie: employee.cookie, method: "POST", rawBody: form });
    expect(res.status).toBe(201);
    // ANALYZE of a table this small reads every row: the estimate is exact.
    expect(await reltuples()).toBe(300);
  });

  it("are refreshed on PGlite's periodic check once enough rows changed since the last ANALYZE", async () => {
    const db = await getDb();
    await db.project.deleteMany();
    await vacuumProjects();
    await bulkInsert(500, 100_000);
    // A backend publishes its pg_stat counters at most once a second: the check must see these 500 anyway.
    const { analyzed, vacuumed } = await maintainChangedTables(db);
    expect(analyzed).toContain("projects");
    expect(vacuumed).not.toContain("projects"); // 500 inserted rows are under autovacuum's 1,000 + 20%
    expect(await reltuples()).toBe(500);
    expect((await maintainChangedTables(db)).analyzed).not.toContain("projects");
  });
});

describe("vacuuming on PGlite's periodic check", () => {
  const pageCounts = async () =>
    (await (await getDb()).$queryRaw<{ pages: number; visible: number }[]>`
      SELECT relpages::int AS pages, relallvisible::int AS visible FROM pg_class WHERE relname = 'projects'`)[0];
  const deadRows = async () =>
    (await (await getDb()).$queryRaw<{ dead: number }[]>`SELECT n_dead_tup::int AS dead FROM pg_stat_user_tables WHERE relname = 'projects'`)[0].dead;

  it("marks a bulk load's pages all-visible (index-only look-ups stop visiting the heap), then leaves the table alone", async () => {
    const db = await getDb();
    await db.project.deleteMany();
    await vacuumProjects();
    await bulkInsert(3000, 200_000);
    expect((await maintainChangedTables(db)).vacuumed).toContain("projects");
    const { pages, visible } = await pageCounts();
    expect(pages).toBeGreaterThan(0);
    expect(visible).toBe(pages);
    expect((await maintainChangedTables(db)).vacuumed).not.toContain("projects");
  });

  it("vacuums a table the catalog shows mostly not all-visible, though the activity counters were lost (PGlite restarts them)", async () => {
    const db = await getDb();
    await db.project.deleteMany();
    await vacuumProjects();
    await bulkInsert(3000, 300_000);
    await db.$executeRawUnsafe("ANALYZE projects");
    await db.$executeRaw`SELECT pg_stat_reset()`;
    expect((await pageCounts()).visible).toBe(0);
    expect((await maintainChangedTables(db)).vacuumed).toContain("projects");
    const { pages, visible } = await pageCounts();
    expect(visible).toBe(pages);
    expect((await maintainChangedTables(db)).vacuumed).not.toContain("projects");
  });

  it("clears the dead rows that updates leave behind", async () => {
    const db = await getDb();
    await db.$executeRaw`UPDATE projects SET "numberOfSpaces" = "numberOfSpaces" + 1`;
    await db.$executeRaw`SELECT pg_stat_force_next_flush()`;
    expect(await deadRows()).toBeGreaterThan(1000);
    expect((await maintainChangedTables(db)).vacuumed).toContain("projects");
    await db.$executeRaw`SELECT pg_stat_force_next_flush()`;
    expect(await deadRows()).toBe(0);
  });
});

describe("the full list (no pageSize)", () => {
  beforeAll(async () => {
    const db = await getDb();
    await db.project.deleteMany();
    await bulkInsert(37);
    // Ivan holds one and owns an unshared one: the presenter's per-viewer fields must come out the same.
    await db.$executeRaw`UPDATE projects SET "reservedBy" = ${ivan.id}, "reservedAt" = timestamptz '2026-02-01', "reservationStatus" = 'pending'
      WHERE id = (SELECT id FROM projects WHERE "sharedWithInvestors" ORDER BY client LIMIT 1)`;
    await db.$executeRaw`UPDATE projects SET "ownedBy" = ${ivan.id} WHERE id = (SELECT id FROM projects WHERE NOT "sharedWithInvestors" ORDER BY client LIMIT 1)`;
  });

  const text = (body: ReadableStream<Uint8Array>) => new Response(body).text();
  const queries = [{}, { stage: "Committed" }, { search: "ab" }, ...SORT_KEYS.flatMap((sort) => [{ sort }, { sort, order: "desc" }])];

  it.each(queries)("streams exactly the JSON array of every row, across keyset batches: %o", async (raw) => {
    const query = projectListQuerySchema.parse(raw);
    for (const viewer of [asViewer(employee), asViewer(ivan)]) {
      const expected = await listProjects(viewer, query);
      const streamed = await streamProjects(viewer, query, { batch: 4 });
      expect(await text(streamed.body)).toBe(JSON.stringify(expected.rows));
      expect(streamed.total).toBe(expected.total);
    }
  });

  it.each(queries)("gives an investor pages that are slices of their full list (shared and owned merged): %o", async (raw) => {
    const full = (await listProjects(asViewer(ivan), projectListQuerySchema.parse(raw))).rows;
    for (const page of [1, 2, 4]) {
      const paged = await listProjects(asViewer(ivan), projectListQuerySchema.parse({ ...raw, page: String(page), pageSize: "5" }));
      expect(paged.rows).toEqual(full.slice((page - 1) * 5, page * 5));
      expect(paged.total).toBe(full.length);
    }
  });

  it("includes the unshared project an investor owns in their pages", async () => {
    const { rows } = await listProjects(asViewer(ivan), projectListQuerySchema.parse({ pageSize: "100" }));
    expect(rows.filter((r) => r.ownedByMe && !r.sharedWithInvestors)).toHaveLength(1);
  });

  it("answers GET /api/projects with the streamed array and its total", async () => {
    const res = await call(list, { cookie: ivan.cookie, url: "/api/projects?sort=cost&order=desc" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    const expected = await listProjects(asViewer(ivan), projectListQuerySchema.parse({ sort: "cost", order: "desc" }));
    expect(res.text).toBe(JSON.stringify(expected.rows));
    expect(res.headers.get("x-total-count")).toBe(String(expected.rows.length));
    expect(expected.rows.length).toBeGreaterThan(10);
  });

  it("answers an empty list as []", async () => {
    const res = await call(list, { cookie: ivan.cookie, url: "/api/projects?search=no-such-project" });
    expect(res.text).toBe("[]");
    expect(res.headers.get("x-total-count")).toBe("0");
  });
});
