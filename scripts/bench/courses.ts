// The courses benchmark (issue 11): 2,000 courses and 100,000 assignments (50 investors × 2,000 courses,
// a third with a completion), plus one typical investor with 12 assignments. Times the staff assignment
// list (page 3 of 25, newest first, with its total) and that investor's my-courses, each as the service's
// own captured SQL through the raw driver (a) against the service in-process (b). Target: b/a ≤ 2.
// Run inside `npm run bench`, or alone: tsx --conditions=react-server scripts/bench/courses.ts
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { closeDb, getPglite } from "@/lib/db";
import { listMyCourses, listStaffAssignments } from "@/lib/courses/queries";
import { assignmentListQuerySchema } from "@/lib/courses/schemas";
import { migrateConfigured } from "../migrate.mjs";
import { captureStatements, type Statement } from "./capture";
import { pgliteRaw, pgRaw, type Raw } from "./raw";
import { interleave, timed } from "./timing";

const COURSES = 2_000;
const LEARNERS = 50; // × 2,000 courses = 100,000 assignments
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = 20;
const TARGET = 2;
const LIST_QUERY = "page=3&pageSize=25";
const line = (s = "") => console.log(s);
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

async function build(raw: Raw): Promise<{ typicalId: string; ms: number }> {
  const run = await timed(() =>
    raw.transaction(async (query) => {
      const [{ id: employeeId }] = await query(`INSERT INTO users (username, "usernameKey", "passwordHash", role, status) VALUES ('course.bench', 'course.bench', 'x', 'employee', 'approved') RETURNING id`);
      await query(
        `INSERT INTO users (username, "usernameKey", "passwordHash", role, status)
         SELECT 'learner' || n, 'learner' || n, 'x', 'external', 'approved' FROM generate_series(0, $1::int) n`,
        [LEARNERS],
      );
      await query(
        `INSERT INTO courses (title, description, category, "creditHours", content, "videoUrl", "createdBy", "createdAt")
         SELECT 'Course ' || n || ' ' || (ARRAY['Charging basics','Tax credits','Site due diligence','Grid interconnection','Fleet electrification'])[1 + n % 5],
           'What every investor should know, part ' || n, (ARRAY['technical','financial','legal','environmental','safety','management','other'])[1 + n % 7]::"LearningCategory",
           (1 + n % 8) * 0.5, repeat('Module text with line breaks. ' || chr(10), 20), 'https://vimeo.com/' || (1000 + n), $1, now() - n * interval '1 hour'
         FROM generate_series(1, $2::int) n`,
        [employeeId, COURSES],
      );
      // Learners 1..50 take every course; learner0 is the typical investor with 12.
      await query(
        `INSERT INTO course_assignments ("courseId", "userId", "assignedBy", "dueDate", notes, "createdAt")
         SELECT c.id, u.id, $1, CASE WHEN (c.n + u.n) % 3 = 0 THEN current_date + ((c.n + u.n) % 90 - 30) END,
           CASE WHEN c.n % 4 = 0 THEN 'Please finish before the next review' END, now() - ((c.n * 97 + u.n) % 100000) * interval '1 minute'
         FROM (SELECT id, row_number() OVER (ORDER BY "createdAt", id)::int AS n FROM courses) c
         JOIN (SELECT id, substr(username, 8)::int AS n FROM users WHERE username LIKE 'learner%') u ON u.n > 0 OR c.n <= 12`,
        [employeeId],
      );
      await query(
        `INSERT INTO course_completions ("assignmentId", "userId", "courseId", "completionDate", status, "approvedBy", "approvedAt")
         SELECT a.id, a."userId", a."courseId", current_date - (abs(hashtext(a.id)) % 300),
           (ARRAY['pending','approved','rejected'])[1 + abs(hashtext(a.id)) % 3]::"ReviewStatus", NULL, NULL
         FROM course_assignments a WHERE abs(hashtext(a.id || 'c')) % 3 = 0`,
      );
      await query(`UPDATE course_assignments a SET status = 'completed' FROM course_completions cc WHERE cc."assignmentId" = a.id AND cc.status = 'approved'`);
      // An approved completion carries the figures its approval fixed (lib/courses/completions.ts).
      await query(
        `UPDATE course_completions cc SET "creditHours" = c."creditHours", "courseTitle" = c.title, category = c.category
         FROM courses c WHERE c.id = cc."courseId" AND cc.status = 'approved'`,
      );
      const [{ id }] = await query(`SELECT id FROM users WHERE username = 'learner0'`);
      return id as string;
    }),
  );
  await raw.query("VACUUM ANALYZE course_assignments");
  await raw.query("VACUUM ANALYZE course_completions");
  await raw.query("VACUUM ANALYZE courses");
  return { typicalId: run.value, ms: run.ms };
}

const replay = (raw: Raw, statements: Statement[]) => async () => {
  for (const s of statements) await raw.query(s.sql, s.params);
};

/** Builds the course data in the current database and prints raw-vs-service figures. */
export async function benchCourses(raw: Raw, driver: PGlite | "pg") {
  line(`\n  Courses: ${COURSES.toLocaleString("en-US")} courses, ${(LEARNERS * COURSES).toLocaleString("en-US")} + 12 assignments, a third with a completion`);
  const built = await build(raw);
  // The services authorize their callers: a course manager for the staff list, the investor for their own.
  const staff = { id: "course.bench", role: "employee" as const };
  const learner = { id: built.typicalId, role: "external" as const };
  line(`    built in ${(built.ms / 1000).toFixed(2)} s`);
  const query = assignmentListQuerySchema.parse(Object.fromEntries(new URLSearchParams(LIST_QUERY)));
  await listStaffAssignments(staff, query);
  await listMyCourses(learner);
  const list = await captureStatements(driver, () => listStaffAssignments(staff, query));
  const mine = await captureStatements(driver, () => listMyCourses(learner));
  if (list.value.rows.length !== 25 || list.value.total !== LEARNERS * COURSES + 12) throw new Error(`the staff list answered ${list.value.rows.length} of ${list.value.total}`);
  if (mine.value.length !== 12) throw new Error(`my-courses answered ${mine.value.length} rows`);
  const times = await interleave(
    { listRaw: replay(raw, list.statements), list: () => listStaffAssignments(staff, query), mineRaw: replay(raw, mine.statements), mine: () => listMyCourses(learner) },
    { warmup: WARMUP, rounds: ROUNDS },
  );
  const report = (label: string, a: { p50: number; p95: number }, b: { p50: number; p95: number }) => {
    const ratio = b.p50 / a.p50;
    line(`    ${label.padEnd(44)} a ${ms(a.p50).padStart(6)}/${ms(a.p95).padStart(6)} ms  b ${ms(b.p50).padStart(6)}/${ms(b.p95).padStart(6)} ms  b/a ${ratio.toFixed(2)} (≤ ${TARGET}: ${ratio <= TARGET ? "PASS" : "MISS"})`);
  };
  line(`    p50/p95 over ${ROUNDS} rounds; a = the captured SQL through ${raw.label}, b = the service in-process`);
  report(`staff assignments ?${LIST_QUERY} (${list.statements.length} stmts)`, times.listRaw, times.list);
  report(`one investor's my-courses (12 rows)`, times.mineRaw, times.mine);
  return times;
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-course-bench-"));
  process.once("exit", () => fs.rmSync(workDir, { recursive: true, force: true }));
  line("== Courses benchmark (PGlite, then PostgreSQL when one answers) ==");
  await migrateConfigured({ dataDir: workDir, databaseUrl: undefined, log: () => {} });
  process.env.DATA_DIR = workDir;
  delete process.env.DATABASE_URL;
  const pglite = (await getPglite())!;
  line("\n== PGlite ==");
  await benchCourses(pgliteRaw(pglite), pglite);
  await closeDb();

  const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    line(`\n== PostgreSQL: skipped, nothing answers at ${adminUrl} ==`);
    return;
  }
  const name = `cfp_course_bench_${crypto.randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const raw = pgRaw(url.toString(), "node-postgres (pg.Pool)");
  try {
    await migrateConfigured({ dataDir: workDir, databaseUrl: url.toString(), log: () => {} });
    process.env.DATABASE_URL = url.toString();
    line("\n== PostgreSQL ==");
    await benchCourses(raw, "pg");
  } finally {
    await raw.close();
    await closeDb();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
