// The search figures of the scale run (issue 19 §5), over HTTP with the exact total, each judged against
// what bounds it:
// - a search matching a small share of the rows (≤ 1 %) against the session check (≤ 3×);
// - a broad one (> 1 %), whose exact total has to visit every match, against the raw SQL of the very
//   statement the service sends for it (`projectListSql`, the same text and parameters), run on the same
//   database through node-postgres in the same rounds (≤ 1.5×). PGlite's folder is held by the app
//   process while it serves, so there the raw figure is not taken and the ratio is not judged;
// - an investor's search against the same search as an employee (≤ 1.5×).
import { projectListSql } from "@/lib/projects/queries";
import { projectListQuerySchema } from "@/lib/projects/schemas";
import type { Role } from "@/lib/auth/schemas";
import type { Client } from "./processes";
import type { Raw } from "./raw";
import { interleave, type Figure } from "./timing";

export const SEARCH_TARGET = { small: 3, broad: 1.5, investor: 1.5 };
const BROAD_SHARE = 0.01;

type Viewer = { id: string; role: Role };
export type SearchContext = {
  client: Client;
  cookies: { employee: string; investor: string };
  rounds: number;
  /** Projects in the table (the share of a search's matches is counted against it). */
  rows: number;
  /** The database's raw driver and the bench employee in it; absent on PGlite. */
  raw?: { driver: Raw; employee: Viewer };
};

const line = (s = "") => console.log(s);
const ms = (x: number) => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const params = (search: string) => `search=${encodeURIComponent(search)}&page=1&pageSize=10`;

function httpSearch(ctx: SearchContext, who: "employee" | "investor", search: string) {
  return async () => {
    const r = await ctx.client.request("GET", `/api/projects?${params(search)}`, { cookie: ctx.cookies[who] });
    if (r.status !== 200) throw new Error(`search '${search}' as ${who} answered ${r.status}: ${r.body.toString().slice(0, 200)}`);
    return Number(r.headers["x-total-count"]);
  };
}

function rawSearch(raw: Raw, viewer: Viewer, search: string) {
  const { rows } = projectListSql(viewer, projectListQuerySchema.parse(Object.fromEntries(new URLSearchParams(params(search)))));
  return () => raw.query(rows.text, rows.values);
}

const session = (ctx: SearchContext, who: "employee" | "investor") => async () => {
  const r = await ctx.client.request("GET", "/api/auth/me", { cookie: ctx.cookies[who] });
  if (r.status !== 200) throw new Error(`GET /api/auth/me answered ${r.status}`);
};

function figure(name: string, p50: number, p95: number, base: number, target: number | null, note: string): Figure {
  const ratio = p50 / base;
  const pass = target === null || ratio <= target;
  const judged = target === null ? "(not judged)" : `(≤ ${target}×) ${pass ? "PASS" : "FAIL"}`;
  line(`    ${name.padEnd(48)} p50 ${ms(p50).padStart(7)} ms  p95 ${ms(p95).padStart(7)}  ${note}  ${ratio.toFixed(2).padStart(5)}× ${judged}`);
  return { name, p50, p95, ratio, target: target ?? 0, pass };
}

/** Every search figure of one phase, with the session checks of their rounds (for the phase's median). */
export async function measureSearches(ctx: SearchContext): Promise<{ figures: Figure[]; sessions: number[] }> {
  const figures: Figure[] = [];
  const sessions: number[] = [];
  const share = async (who: "employee" | "investor", search: string) => {
    const total = await httpSearch(ctx, who, search)();
    return { total, share: total / ctx.rows };
  };
  const matches = (m: { total: number; share: number }) => `${m.total.toLocaleString("en-US")} matches, ${(m.share * 100).toFixed(2)} %`;

  // Small: against the session check.
  for (const search of ["4711 Maple"]) {
    const m = await share("employee", search);
    if (m.share > BROAD_SHARE) throw new Error(`search '${search}' was meant to match few rows: ${matches(m)}`);
    const t = await interleave({ q: httpSearch(ctx, "employee", search), e: session(ctx, "employee") }, { warmup: 3, rounds: ctx.rounds });
    sessions.push(t.e.p50);
    figures.push(figure(`search '${search}' (${matches(m)})`, t.q.p50, t.q.p95, t.e.p50, SEARCH_TARGET.small, `e ${ms(t.e.p50).padStart(6)}`));
  }

  // Broad: against the raw SQL of the same statement, in the same rounds.
  for (const search of ["Nakatomi", "Harbor Blvd"]) {
    const m = await share("employee", search);
    if (m.share <= BROAD_SHARE) throw new Error(`search '${search}' was meant to match more than 1 % of the rows: ${matches(m)}`);
    const name = `search '${search}' (${matches(m)})`;
    if (ctx.raw) {
      const t = await interleave(
        { q: httpSearch(ctx, "employee", search), a: rawSearch(ctx.raw.driver, ctx.raw.employee, search), e: session(ctx, "employee") },
        { warmup: 3, rounds: ctx.rounds },
      );
      sessions.push(t.e.p50);
      figures.push(figure(`${name} / raw SQL`, t.q.p50, t.q.p95, t.a.p50, SEARCH_TARGET.broad, `raw ${ms(t.a.p50).padStart(6)}`));
    } else {
      const t = await interleave({ q: httpSearch(ctx, "employee", search), e: session(ctx, "employee") }, { warmup: 3, rounds: ctx.rounds });
      sessions.push(t.e.p50);
      figures.push(figure(`${name} / session (no raw on PGlite)`, t.q.p50, t.q.p95, t.e.p50, null, `e ${ms(t.e.p50).padStart(6)}`));
    }
  }

  // An investor's search against the same search as an employee.
  for (const search of ["Harbor Blvd", "Nakatomi"]) {
    const m = await share("investor", search);
    const t = await interleave(
      { q: httpSearch(ctx, "investor", search), emp: httpSearch(ctx, "employee", search), e: session(ctx, "investor") },
      { warmup: 3, rounds: ctx.rounds },
    );
    sessions.push(t.e.p50);
    figures.push(figure(`search '${search}' as an investor (${matches(m)}) / as employee`, t.q.p50, t.q.p95, t.emp.p50, SEARCH_TARGET.investor, `emp ${ms(t.emp.p50).padStart(6)}`));
  }
  return { figures, sessions };
}
