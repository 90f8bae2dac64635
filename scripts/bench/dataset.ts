// The benchmark's database: users (a bench employee who can log in, investors who hold reservations and
// own deployed projects) and N varied projects, each with its create audit row, written by
// generate_series in chunks inside one transaction. The secondary indexes of projects and audit_log are
// dropped first and built again after the load (as pg_dump restores do): maintaining about 25 indexes,
// three of them GIN trigram, row by row made 1,000,000 projects take more than 25 minutes; a CREATE INDEX
// over loaded rows sorts once. The statement-level triggers keep project_totals exact throughout.
import crypto from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { AUDITED_PROJECT_FIELDS } from "@/lib/projects/service";
import { STAGES, type CreateProjectInput } from "@/lib/projects/schemas";
import { BENCH_QUARTERS, createdFields } from "./import-data";
import type { Query, Raw } from "./raw";
import { timed } from "./timing";

export const BENCH_USER = { username: "bench.employee", password: "bench-password-123" };
const INVESTORS = 20;
// Any project without notes: its audit row names the fields every generated project sets.
const SAMPLE: CreateProjectInput = {
  deploymentQuarter: "Q1'25", stage: "Committed", client: "c", address: "a", purpose: "p", type: "L2",
  numberOfChargers: 1, numberOfSpaces: 1, projectCost: "1", itcTaxCredit: true, sharedWithInvestors: false,
};
const CHUNK = 50_000;
const LOADED_TABLES = ["projects", "audit_log"];

const CLIENTS = ["Acme", "Northwind", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Tyrell", "Cyberdyne", "Soylent", "Hooli", "Vandelay",
  "Wonka", "Gringotts", "Oceanic", "Pied Piper", "Monarch", "Aperture", "Blue Sun", "Dunder Mifflin", "Prestige", "Massive Dynamic",
  "Nakatomi", "Virtucon", "Oscorp", "Duff", "Krusty", "Sirius", "Weyland", "Zorg", "Tessier", "Ashford", "Bluth", "Sterling Cooper",
  "Los Pollos", "Gekko", "Rekall", "Omni", "Axiom", "Stay Puft"];
const SUFFIXES = ["Holdings", "LLC", "Inc", "Group", "Partners", "Properties"];
const STREETS = ["Main St", "Oak Ave", "Pine Rd", "Maple Dr", "Cedar Ln", "Elm St", "Harbor Blvd", "Mission St", "Broadway", "Market St", "Lake Shore Dr", "Sunset Blvd"];
const CITIES = ["Austin, TX", "Denver, CO", "Phoenix, AZ", "Portland, OR", "Seattle, WA", "Atlanta, GA", "Boston, MA", "Chicago, IL", "Miami, FL",
  "Nashville, TN", "Raleigh, NC", "San Diego, CA", "Columbus, OH", "Tampa, FL", "Salt Lake City, UT"];
const PURPOSES = ["Fleet depot charging", "Retail customer charging", "Workplace charging", "Multifamily residents", "Hotel guest charging",
  "Transit bus depot", "Highway corridor fast charging", "Municipal public charging"];

const list = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]`;
const pick = (values: readonly string[], hash: string) => `(${list(values)})[1 + ${hash} % ${values.length}]`;

// The audit snapshot the app writes for a created project (see lib/projects/import.ts), built in SQL.
const SNAPSHOT = `jsonb_build_object(${AUDITED_PROJECT_FIELDS.map((k) => `'${k}', i."${k}"${k === "projectCost" ? "::text" : ""}`).join(", ")})`;

/** With `recentActivity`, every deal's last activity (and stage entry) falls within this many days: none idle under any default limit (14–30 days). */
export const RECENT_DAYS = 7;

function chunkSql(from: number, to: number, investors: string[], activity: { recentOf?: number }): string {
  const investor = (hash: string) => `(${list(investors)})[1 + ${hash} % ${investors.length}]`;
  // Untouched since created: the older deals are idle on the board, as in a real pipeline. Or (the paint
  // run, issue 29) every deal active within RECENT_DAYS, spread evenly: the idle counts' worst case.
  const touched = activity.recentOf
    ? `now() - (g * interval '1 millisecond' * ${Math.floor((RECENT_DAYS * 86_400_000) / activity.recentOf)})`
    : `now() - (g * interval '37 seconds')`;
  // Three independent non-negative hashes per row drive every column.
  return `
    WITH s AS (
      SELECT g, hashint4(g) & 2147483647 AS h1, hashint4(g + 7919) & 2147483647 AS h2, hashint4(g + 104729) & 2147483647 AS h3
      FROM generate_series(${from}, ${to}) AS g
    ), v AS (
      SELECT s.*, ${pick(STAGES, "h1")}::"ProjectStage" AS stage, (h1 / 15) % 3 = 0 AS shared FROM s
    ), i AS (
      INSERT INTO projects ("deploymentQuarter", stage, client, address, purpose, type, "numberOfChargers", "numberOfSpaces",
        "projectCost", "itcTaxCredit", "sharedWithInvestors", "reservedBy", "reservedAt", "reservationStatus", "ownedBy", "createdAt", "updatedAt",
        "lastActivityAt", "stageEnteredAt")
      SELECT ${pick(BENCH_QUARTERS, "h2")}, stage,
        ${pick(CLIENTS, "h2")} || ' ' || ${pick(SUFFIXES, "(h3 / 7)")},
        (100 + g % 9000)::text || ' ' || ${pick(STREETS, "(h1 / 5)")} || ', ' || ${pick(CITIES, "(h2 / 11)")},
        ${pick(PURPOSES, "h3")},
        (CASE WHEN (h1 / 5) % 3 = 0 THEN 'L3' ELSE 'L2' END)::"ProjectType",
        1 + h2 % 40, 2 + h3 % 80,
        (5000 + (h2 % 500000000)::numeric / 100)::numeric(12, 2),
        h2 % 4 <> 0, shared,
        CASE WHEN stage = 'Committed' AND shared AND h3 % 4 = 0 THEN ${investor("(h3 / 4)")} END,
        CASE WHEN stage = 'Committed' AND shared AND h3 % 4 = 0 THEN now() - (g * interval '7 seconds') END,
        (CASE WHEN stage = 'Committed' AND shared AND h3 % 4 = 0 THEN (CASE WHEN h3 % 8 = 0 THEN 'approved' ELSE 'pending' END) END)::"ReservationStatus",
        CASE WHEN stage = 'Deployed' AND h3 % 3 = 0 THEN ${investor("(h3 / 3)")} END,
        now() - (g * interval '37 seconds'), now() - (g * interval '37 seconds'),
        ${touched}, ${touched}
      FROM v
      RETURNING *
    )
    INSERT INTO audit_log (event, "entityType", "entityId", action, "userId", "fieldChanges", "newValues", "createdAt")
    SELECT 'project.created', 'project', i.id, 'create', $1, $2::jsonb, ${SNAPSHOT}, i."createdAt" FROM i`;
}

/**
 * The indexes of the loaded tables that no constraint owns (the primary keys and unique constraints
 * stay: they are few and the load must still be checked), with their definitions to build them again.
 */
async function secondaryIndexes(query: Query): Promise<Array<{ name: string; definition: string }>> {
  const rows = await query(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
    [LOADED_TABLES],
  );
  return rows.map((r) => ({ name: String(r.name), definition: String(r.definition) }));
}

export type Built = { employeeId: string; projects: number; buildMs: number; vacuumAnalyzeMs: number };

/**
 * Writes the users and `projects` projects. `vacuumAnalyze` (the in-process comparisons) then brings the
 * tables to the state autovacuum would reach; the scale run (scale.ts) leaves it to the app instead.
 * `recentActivity`: every deal was active in the last RECENT_DAYS days (the paint run), instead of when created.
 */
export async function buildDataset(
  raw: Raw,
  projects: number,
  { vacuumAnalyze = true, recentActivity = false }: { vacuumAnalyze?: boolean; recentActivity?: boolean } = {},
): Promise<Built> {
  const passwordHash = await hashPassword(BENCH_USER.password);
  const { ms: buildMs, value: employeeId } = await timed(() =>
    raw.transaction(async (query) => {
      const [employee] = await query(
        `INSERT INTO users (username, "usernameKey", "passwordHash", role, status) VALUES ($1::text, lower($1::text), $2, 'employee', 'approved') RETURNING id`,
        [BENCH_USER.username, passwordHash],
      );
      const investors = Array.from({ length: INVESTORS }, () => crypto.randomUUID());
      await query(
        `INSERT INTO users (id, username, "usernameKey", "passwordHash", role, status)
         SELECT id, 'bench.investor' || n, 'bench.investor' || n, $2, 'external', 'approved' FROM unnest($1::text[]) WITH ORDINALITY AS t(id, n)`,
        [investors, passwordHash],
      );
      const fields = JSON.stringify(createdFields(SAMPLE));
      const indexes = await secondaryIndexes(query);
      for (const { name } of indexes) await query(`DROP INDEX "${name}"`);
      for (let from = 1; from <= projects; from += CHUNK) {
        await query(chunkSql(from, Math.min(projects, from + CHUNK - 1), investors, { recentOf: recentActivity ? projects : undefined }), [employee.id, fields]);
      }
      // Sorting for an index build in memory rather than in temporary files (PGlite's heap grows to fit).
      await query(`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const { definition } of indexes) await query(definition);
      return employee.id as string;
    }),
  );
  // The steady state autovacuum would soon reach on PostgreSQL (statistics, visibility map, hint bits);
  // PGlite runs no autovacuum at all. One statement at a time: VACUUM refuses a multi-statement string.
  const { ms: vacuumAnalyzeMs } = await timed(async () => {
    if (!vacuumAnalyze) return;
    for (const table of ["projects", "audit_log", "users"]) await raw.query(`VACUUM ANALYZE ${table}`);
  });
  return { employeeId, projects, buildMs, vacuumAnalyzeMs };
}
