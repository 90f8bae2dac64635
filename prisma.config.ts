// Used by the Prisma CLI only (the app builds its own client in lib/db.ts). Prisma 6.19's JavaScript
// engine needs no native download; it talks to the database through the same driver adapters as the app.
// Applying migrations is scripts/migrate.mjs's job; the CLI is for authoring them (`prisma migrate diff`
// against a PostgreSQL in DATABASE_URL), with the two adapter-pg workarounds from shared/STACK.md.
import crypto from "node:crypto";
import path from "node:path";
import type { PrismaConfig } from "prisma";

// Introspection reads columns of these pg types ("name", "regproc", …) that adapter-pg 6.19 cannot
// deserialize (prisma#27403); as text they are fine.
const TEXT_LIKE_OIDS = new Set([18, 19, 24, 194, 2205]);

async function patchPgIntrospection() {
  const resultModule = "pg/lib/result.js"; // not part of pg's typed surface
  const { default: Result } = (await import(resultModule)) as {
    default: { prototype: { addFields: (fields: { dataTypeID: number }[]) => void; __cfpPatched?: boolean } };
  };
  if (Result.prototype.__cfpPatched) return;
  const addFields = Result.prototype.addFields;
  Result.prototype.addFields = function (fields) {
    for (const f of fields) if (TEXT_LIKE_OIDS.has(f.dataTypeID)) f.dataTypeID = 25;
    return addFields.call(this, fields);
  };
  Result.prototype.__cfpPatched = true;
}

async function postgresAdapter(url: string) {
  await patchPgIntrospection();
  const { default: pg } = await import("pg");
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const u = new URL(url);
  // Separate fields, not a connectionString: with one, adapter-pg uses the main database as the shadow.
  const base = {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: u.password ? decodeURIComponent(u.password) : undefined,
    allowExitOnIdle: true,
  };
  const mainDb = u.pathname.slice(1);
  const admin = async (sql: string) => {
    const client = new pg.Client({ ...base, database: mainDb });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const factory = new PrismaPg({ ...base, database: mainDb });
  // A throwaway shadow database per command, dropped when the CLI lets go of it.
  Object.assign(factory, {
    async connectToShadowDb() {
      const name = `prisma_shadow_${crypto.randomBytes(6).toString("hex")}`;
      await admin(`CREATE DATABASE ${name}`);
      const adapter = await new PrismaPg({ ...base, database: name }).connect();
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        await dispose();
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      };
      return adapter;
    },
  });
  return factory;
}

export default {
  experimental: { adapter: true },
  engine: "js",
  // One file per feature under prisma/schema/; the migrations stay where they always were.
  schema: path.join("prisma", "schema"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (url && /^postgres(ql)?:\/\//.test(url)) return postgresAdapter(url);
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    const { openPglite } = await import("./scripts/pglite.mjs");
    const dir = path.join(process.env.DATA_DIR ?? "data", "pglite");
    return new PrismaPGlite(await openPglite(dir));
  },
} satisfies PrismaConfig;
