// The deal room's figure (issue 10): GET /api/admin/documents/summary for 10,000 investors × 9 documents,
// through the service (getDocumentSummary) against the same statement through the raw driver (target ≤ 2×),
// on PGlite in-process and on PostgreSQL when one answers. Called from index.ts; also runs alone:
// `npx tsx --conditions=react-server scripts/bench/deal-room.ts`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { summaryQuerySchema } from "@/lib/deal-room/schemas";
import { getDocumentSummary } from "@/lib/deal-room/summary";
import { captureStatements } from "./capture";
import { onBothDatabases, type BenchDatabase } from "./both-databases";
import type { Raw } from "./raw";
import { interleave, timed } from "./timing";

const INVESTORS = Number(process.env.BENCH_INVESTORS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_DEAL_ROOM_ROUNDS ?? 60);
const WARMUP = 10;
const TARGET = 2;
// The screen's pages, and the spec's client's whole list (heavier, so fewer rounds).
const QUERIES = [
  { label: "screen page (25, sorted)", params: { page: "3", pageSize: "25" }, rounds: ROUNDS },
  { label: "filtered (In Progress, search)", params: { badge: "in_progress", search: "investor0", pageSize: "25" }, rounds: ROUNDS },
  { label: "every investor (no paging)", params: {}, rounds: Math.ceil(ROUNDS / 6) },
] as const;

const line = (s = "") => console.log(s);
// The service authorizes its caller; the bench reads as an employee would (no session needed).
const READER = { id: "bench-employee", role: "employee" } as const;
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

/** Investors with all nine documents each: files, links or both, a varying share rejected (so every badge occurs). */
async function build(raw: Raw): Promise<number> {
  const run = await timed(() =>
    raw.transaction(async (query) => {
      await query(`INSERT INTO users (id, username, "usernameKey", "passwordHash", role, status)
        SELECT 'bench-inv-' || i, 'investor' || lpad(i::text, 5, '0'), 'investor' || lpad(i::text, 5, '0'), 'x', 'external',
          (ARRAY['approved','approved','approved','pending','denied'])[1 + i % 5]::"UserStatus"
        FROM generate_series(1, ${INVESTORS}) i`);
      await query(`INSERT INTO documents ("userId", "documentType", "filePath", filename, "fileSize", "contentType", "googleDocUrl", "reviewStatus")
        SELECT 'bench-inv-' || i, t,
          CASE WHEN (i + k) % 3 <> 0 THEN 'deal-room/bench-inv-' || i || '/' || md5(i || '-' || k) || '-doc.pdf' END, 'doc.pdf', 1000, 'application/pdf',
          CASE WHEN (i + k) % 3 <> 1 THEN 'https://docs.google.com/document/d/' || i || '-' || k END,
          CASE WHEN k > 9 - i % 10 THEN 'rejected'::"DocumentReviewStatus" END
        FROM generate_series(1, ${INVESTORS}) i CROSS JOIN unnest(enum_range(NULL::"DocumentType")) WITH ORDINALITY AS e(t, k)`);
    }),
  );
  await raw.query("VACUUM ANALYZE");
  return run.ms;
}

async function measure(database: string, raw: Raw, driver: BenchDatabase["driver"]) {
  const [{ users, documents }] = (await raw.query(`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM documents)::int AS documents`)) as { users: number; documents: number }[];
  line(`  ${users.toLocaleString("en-US")} investors, ${documents.toLocaleString("en-US")} documents. (a) = the service's one statement through ${raw.label}; (b) = getDocumentSummary().`);
  const results = [];
  for (const { label, params, rounds } of QUERIES) {
    const query = summaryQuerySchema.parse(params);
    await getDocumentSummary(READER, query);
    const { value, statements } = await captureStatements(driver, () => getDocumentSummary(READER, query));
    if (statements.length !== 1) throw new Error(`the summary sent ${statements.length} statements, expected 1`);
    const times = await interleave({ a: () => raw.query(statements[0].sql, statements[0].params), b: () => getDocumentSummary(READER, query) }, { warmup: Math.min(WARMUP, rounds), rounds });
    const ratio = times.b.p50 / times.a.p50;
    line(`    ${label.padEnd(34)} ${String(value.rows.length).padStart(6)} rows of ${value.total}  a p50 ${ms(times.a.p50).padStart(6)} ms  b p50 ${ms(times.b.p50).padStart(6)} ms  (n=${rounds})  b/a ${ratio.toFixed(2)} (≤ ${TARGET}: ${ratio <= TARGET ? "PASS" : "MISS"})`);
    results.push({ database, label, rows: value.rows.length, total: value.total, a: times.a, b: times.b, ratio });
  }
  return results;
}

export async function benchDealRoom(workDir: string) {
  line(`\n== Deal room: admin document summary, ${INVESTORS.toLocaleString("en-US")} investors × 9 documents, ${ROUNDS} rounds after ${WARMUP} warm-up ==`);
  const { pglite, postgres } = await onBothDatabases(workDir, "deal-room", line, async ({ name, raw, driver }) => {
    line(`  ${name}: built in ${ms(await build(raw))} ms`);
    return measure(name.split(" ")[0], raw, driver);
  });
  return [...pglite, ...(postgres ?? [])];
}

if (process.argv[1]?.endsWith("deal-room.ts")) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-bench-deal-room-"));
  benchDealRoom(workDir)
    .then(() => process.exit(0), (err) => (console.error(err), process.exit(1)))
    .finally(() => fs.rmSync(workDir, { recursive: true, force: true }));
}
