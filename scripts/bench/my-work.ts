// The side menu's badge (issue 31 §5, lib/my-work/waiting-sql.ts): the layout reads it on every page an
// employee opens, so it must stay a few index entries whatever the tables hold. Builds 20,000 projects (1 %
// with a reservation request), 2,000 investors (1 % awaiting approval) with their nine deal-room documents
// (about 1 in 12 awaiting a decision), 100,000 service hours, 20,000 credits, 10,000 course completions
// (1–5 % pending) and 40,000 tasks, then prints the statement's plan (EXPLAIN ANALYZE) and times it
// through the raw driver (a) against employeeWaitingTotal() (b), on PGlite and on PostgreSQL when one answers.
// Called from index.ts; also runs alone: `npx tsx --conditions=react-server scripts/bench/my-work.ts` (BENCH_PROJECTS=… to resize).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { employeeWaitingTotal } from "@/lib/my-work/employee";
import { waitingSql } from "@/lib/my-work/waiting-sql";
import { onBothDatabases } from "./both-databases";
import type { Raw } from "./raw";
import { interleave, timed } from "./timing";

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 20_000);
const INVESTORS = PROJECTS / 10;
const ROUNDS = 100;
const EMPLOYEE = "bench-mw-employee";
const line = (s = "") => console.log(s);
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

async function build(raw: Raw): Promise<number> {
  const run = await timed(() =>
    raw.transaction(async (query) => {
      await query(`INSERT INTO users (id, username, "usernameKey", "passwordHash", role, status)
        SELECT 'bench-mw-emp-' || i, 'employee' || i, 'employee' || i, 'x', 'employee'::"Role", 'approved'::"UserStatus" FROM generate_series(1, 50) i
        UNION ALL SELECT '${EMPLOYEE}', 'bench.mw', 'bench.mw', 'x', 'employee', 'approved'
        UNION ALL SELECT 'bench-mw-inv-' || i, 'investor' || i, 'investor' || i, 'x', 'external',
          (CASE WHEN i % 100 = 0 THEN 'pending' ELSE 'approved' END)::"UserStatus"
        FROM generate_series(1, ${INVESTORS}) i`);
      await query(`INSERT INTO projects (id, "deploymentQuarter", stage, client, address, purpose, type, "reservedBy", "reservedAt", "reservationStatus")
        SELECT 'bench-mw-p-' || i, 'Q1''26', 'Committed', 'Client ' || i, i || ' Main St', 'Fleet', 'L2',
          CASE WHEN i % 10 = 0 THEN 'bench-mw-inv-' || (1 + i % ${INVESTORS}) END, CASE WHEN i % 10 = 0 THEN now() END,
          (CASE WHEN i % 100 = 0 THEN 'pending' WHEN i % 10 = 0 THEN 'approved' END)::"ReservationStatus"
        FROM generate_series(1, ${PROJECTS}) i`);
      await query(`INSERT INTO documents ("userId", "documentType", "googleDocUrl", "reviewStatus")
        SELECT 'bench-mw-inv-' || i, t, 'https://docs.google.com/document/d/' || i || '-' || k,
          (CASE WHEN (i + k) % 12 = 0 THEN NULL WHEN (i + k) % 12 = 1 THEN 'rejected' ELSE 'accepted' END)::"DocumentReviewStatus"
        FROM generate_series(1, ${INVESTORS}) i CROSS JOIN unnest(enum_range(NULL::"DocumentType")) WITH ORDINALITY AS e(t, k)`);
      await query(`INSERT INTO service_hours ("userId", "serviceDate", hours, category, description, status)
        SELECT 'bench-mw-inv-' || (1 + i % ${INVESTORS}), date '2026-01-01' + (i % 330), 2, 'monitoring', 'Site check',
          (CASE WHEN i % 100 = 0 THEN 'pending' WHEN i % 50 = 1 THEN 'rejected' ELSE 'approved' END)::"ReviewStatus"
        FROM generate_series(1, ${INVESTORS * 50}) i`);
      await query(`INSERT INTO education_credits ("userId", "courseName", provider, "completionDate", "creditHours", status)
        SELECT 'bench-mw-inv-' || (1 + i % ${INVESTORS}), 'Course', 'Institute', date '2026-01-01' + (i % 330), 1,
          (CASE WHEN i % 50 = 0 THEN 'pending' ELSE 'approved' END)::"ReviewStatus"
        FROM generate_series(1, ${INVESTORS * 10}) i`);
      await query(`INSERT INTO courses (id, title) SELECT 'bench-mw-c-' || i, 'Course ' || i FROM generate_series(1, 5) i`);
      await query(`INSERT INTO course_assignments (id, "courseId", "userId")
        SELECT 'bench-mw-a-' || i || '-' || c, 'bench-mw-c-' || c, 'bench-mw-inv-' || i FROM generate_series(1, ${INVESTORS}) i CROSS JOIN generate_series(1, 5) c`);
      await query(`INSERT INTO course_completions ("assignmentId", "userId", "courseId", "completionDate", status)
        SELECT a.id, a."userId", a."courseId", date '2026-03-01', (CASE WHEN row_number() OVER () % 20 = 0 THEN 'pending' ELSE 'approved' END)::"ReviewStatus"
        FROM course_assignments a WHERE a.id LIKE 'bench-mw-a-%'`);
      await query(`INSERT INTO project_tasks ("projectId", title, "assignedTo", "dueDate", status)
        SELECT 'bench-mw-p-' || (1 + i % ${PROJECTS}), 'Task ' || i,
          CASE WHEN i % 53 = 0 THEN '${EMPLOYEE}' ELSE 'bench-mw-emp-' || (1 + i % 50) END, date '2026-01-01' + (i % 365),
          (CASE WHEN i % 3 = 0 THEN 'completed' ELSE 'pending' END)::"TaskStatus"
        FROM generate_series(1, ${PROJECTS * 2}) i`);
    }),
  );
  await raw.query("VACUUM ANALYZE");
  return run.ms;
}

async function measure(raw: Raw) {
  const now = new Date("2026-06-15T12:00:00Z");
  const statement = waitingSql(EMPLOYEE, "2026-06-22");
  const [counts] = await raw.query(statement.text, statement.values);
  line(`  counts: ${JSON.stringify(counts)}`);
  const plan = await raw.query(`EXPLAIN (ANALYZE, COSTS OFF) ${statement.text}`, statement.values);
  for (const row of plan) line(`    ${String(Object.values(row)[0])}`);
  const reader = { id: EMPLOYEE, role: "employee" } as const;
  await employeeWaitingTotal(reader, now);
  const times = await interleave({ a: () => raw.query(statement.text, statement.values), b: () => employeeWaitingTotal(reader, now) }, { warmup: 10, rounds: ROUNDS });
  line(`  a (raw) p50 ${ms(times.a.p50)} ms p95 ${ms(times.a.p95)} ms · b (employeeWaitingTotal) p50 ${ms(times.b.p50)} ms p95 ${ms(times.b.p95)} ms (n=${ROUNDS})`);
  return times;
}

export async function benchMyWork(workDir: string) {
  line(`\n== My work's badge: ${PROJECTS.toLocaleString("en-US")} projects, ${INVESTORS.toLocaleString("en-US")} investors ==`);
  return onBothDatabases(workDir, "my-work", line, async ({ name, raw }) => {
    line(`  ${name}: built in ${ms(await build(raw))} ms`);
    return measure(raw);
  });
}

if (process.argv[1]?.endsWith("my-work.ts")) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-bench-my-work-"));
  benchMyWork(workDir)
    .then(() => process.exit(0), (err) => (console.error(err), process.exit(1)))
    .finally(() => fs.rmSync(workDir, { recursive: true, force: true }));
}
