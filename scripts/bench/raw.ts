// The raw drivers the benchmark compares the app against: PGlite's own query API (in-process, on the very
// instance Prisma's adapter uses) and node-postgres (PostgreSQL, or PGlite served by pglite-socket).
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type Row = Record<string, unknown>;
export type Query = (sql: string, params?: unknown[]) => Promise<Row[]>;

export type Raw = {
  label: string;
  query: Query;
  /** One connection, BEGIN … COMMIT (ROLLBACK on error). */
  transaction: <T>(fn: (query: Query) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export function pgliteRaw(db: PGlite): Raw {
  return {
    label: "PGlite query API (in-process)",
    query: async (sql, params) => (await db.query<Row>(sql, params)).rows,
    transaction: (fn) => db.transaction((tx) => fn(async (sql, params) => (await tx.query<Row>(sql, params)).rows)),
    close: async () => {}, // the instance belongs to lib/db.ts
  };
}

export function pgRaw(connectionString: string, label: string): Raw {
  const pool = new pg.Pool({ connectionString, max: 4 });
  // An idle connection the server drops (pglite-server stopping, DROP DATABASE … FORCE) must not crash the run.
  pool.on("error", () => {});
  return {
    label,
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(async (sql, params) => (await client.query(sql, params)).rows);
        await client.query("COMMIT");
        return result;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
