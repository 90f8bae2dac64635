// The Negotiation Tracker's list (issue 12), in `npm run bench`: 2,000 investors with a version of each of
// the five seeded templates (10,000 versions), two of three versions with three redline threads and a
// reply on each (20,000 threads, 20,000 replies). Times the tracker's first page of 50 (all versions,
// sorted by last activity, with thread counts and the total) and one investor's rows, as the service in
// this process (b) against the very statement it sends, replayed through the raw driver (a).
import type { PGlite } from "@electric-sql/pglite";
import type { SessionUser } from "@/lib/session";
import { listTracking } from "@/lib/agreements/versions/tracking";
import { trackingQuerySchema } from "@/lib/agreements/versions/schemas";
import { captureStatements } from "./capture";
import type { Raw } from "./raw";
import { interleave, timed, type Summary } from "./timing";

const INVESTORS = 2_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = 20;

async function build(raw: Raw): Promise<{ ms: number; investorId: string }> {
  const { ms, value } = await timed(() =>
    raw.transaction(async (query) => {
      await query(
        `INSERT INTO users (username, "usernameKey", "passwordHash", role, status)
         SELECT 'agr.investor' || g, 'agr.investor' || g, 'x', 'external', 'approved' FROM generate_series(1, $1) g`,
        [INVESTORS],
      );
      await query(`
        INSERT INTO investor_template_versions (id, "templateId", "investorId", status, content, "templateVersion", "createdAt", "updatedAt")
        SELECT gen_random_uuid()::text, t.id, u.id,
               (ARRAY['assigned','reviewing','redlined','negotiating','approved'])[1 + abs(hashtext(u.id || t.id) % 5)]::"TemplateVersionStatus",
               t.content, t.version, now() - interval '30 days', now() - (hashtext(u.id || t.id) & 1023) * interval '1 hour'
        FROM users u CROSS JOIN template_documents t WHERE u.username LIKE 'agr.investor%'`);
      await query(`
        INSERT INTO redline_threads (id, "versionId", "authorId", "authorRole", "selectedText", "startOffset", "endOffset", comment, status, "createdAt", "updatedAt")
        SELECT gen_random_uuid()::text, v.id, v."investorId", 'investor', substr(v.content, 1, 20), 0, 20, 'Bench comment ' || n,
               (CASE WHEN n = 1 THEN 'resolved' ELSE 'open' END)::"ThreadStatus", now() - n * interval '1 day', now() - n * interval '1 day'
        FROM investor_template_versions v CROSS JOIN generate_series(1, 3) n WHERE hashtext(v.id) % 3 <> 0`);
      await query(`
        INSERT INTO redline_replies (id, "threadId", "authorId", text, "createdAt")
        SELECT gen_random_uuid()::text, t.id, t."authorId", 'Bench reply', t."createdAt" + interval '1 hour' FROM redline_threads t`);
      const [one] = await query(`SELECT id FROM users WHERE username = 'agr.investor1'`);
      return one.id as string;
    }),
  );
  for (const table of ["users", "investor_template_versions", "redline_threads", "redline_replies"]) await raw.query(`VACUUM ANALYZE ${table}`);
  return { ms, investorId: value };
}

export type AgreementsBench = { buildMs: number; all: { a: Summary; b: Summary }; investor: { a: Summary; b: Summary } };

export async function benchAgreements(raw: Raw, driver: PGlite | "pg", actor: SessionUser, line: (s?: string) => void): Promise<AgreementsBench> {
  const built = await build(raw);
  line(`\n  Negotiation Tracker: ${INVESTORS.toLocaleString("en-US")} investors × 5 templates, 20k threads with replies, built in ${(built.ms / 1000).toFixed(2)} s.`);
  const run = async (label: string, qs: Record<string, string>) => {
    const query = trackingQuerySchema.parse(qs);
    await listTracking(actor, query);
    const { statements, value } = await captureStatements(driver, () => listTracking(actor, query));
    const replay = async () => {
      for (const s of statements) await raw.query(s.sql, s.params);
    };
    const times = await interleave({ a: replay, b: () => listTracking(actor, query) }, { warmup: WARMUP, rounds: ROUNDS });
    const p = (s: Summary) => `p50 ${s.p50.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms`;
    line(`    ${label.padEnd(44)} (a) raw ${p(times.a)}   (b) service ${p(times.b)}   b/a ${(times.b.p50 / times.a.p50).toFixed(2)}   [${value.rows.length} rows of ${value.total}, ${statements.length} statement]`);
    return times;
  };
  const all = await run("tracking, all versions, page 1 of 50", { page: "1", pageSize: "50" });
  const investor = await run("tracking, one investor", { investor: built.investorId });
  return { buildMs: built.ms, all, investor };
}
