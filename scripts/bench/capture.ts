// Records the statements a service call sends to the database driver, so the raw baseline replays exactly
// the SQL and parameters the app runs (not a hand-copied variant that could drift from it).
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type Statement = { sql: string; params: unknown[] };

type QueryArg = string | { text: string; values?: unknown[] };

/** Runs `fn` with the driver instrumented; PGlite is patched on the instance, node-postgres on Client. */
export async function captureStatements<T>(driver: PGlite | "pg", fn: () => Promise<T>): Promise<{ value: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  if (driver === "pg") {
    const proto = pg.Client.prototype as unknown as { query: (arg: QueryArg, values?: unknown) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, arg: QueryArg, values?: unknown) {
      const sql = typeof arg === "string" ? arg : arg.text;
      const params = (Array.isArray(values) ? values : typeof arg === "string" ? [] : arg.values) ?? [];
      statements.push({ sql, params });
      // eslint-disable-next-line prefer-rest-params
      return original.apply(this, arguments as unknown as [QueryArg, unknown]);
    };
    try {
      return { value: await fn(), statements };
    } finally {
      proto.query = original;
    }
  }
  const db = driver as PGlite & { query: (sql: string, params?: unknown[], options?: unknown) => Promise<unknown> };
  const original = db.query;
  const own = Object.prototype.hasOwnProperty.call(db, "query");
  db.query = ((sql: string, params?: unknown[], options?: unknown) => {
    statements.push({ sql, params: params ?? [] });
    return original.call(db, sql, params, options);
  }) as typeof db.query;
  try {
    return { value: await fn(), statements };
  } finally {
    if (own) db.query = original;
    else delete (db as Partial<typeof db>).query;
  }
}

/** One line per statement, whitespace collapsed, for the printout. */
export function describe(statements: Statement[]): string[] {
  return statements.map((s) => `${s.sql.replace(/\s+/g, " ").trim()}   -- params ${JSON.stringify(s.params)}`);
}
