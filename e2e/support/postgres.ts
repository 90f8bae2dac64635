// A PostgreSQL server for the journeys that want one: the deploy journey (required) and the scale-out
// journey (preferred over pglite-server). The one of E2E_DEPLOY_DATABASE_URL, or the local one CI machines run.
import crypto from "node:crypto";
import pg from "pg";

export const ADMIN_URL = process.env.E2E_DEPLOY_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";

export async function postgresAnswers(url = ADMIN_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh database named `<prefix>_<random>` on the server; its name and URL. */
export async function freshDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${crypto.randomBytes(4).toString("hex")}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  return { name, url: withDatabase(ADMIN_URL, name) };
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
