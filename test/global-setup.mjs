// Builds one migrated template database per run; each integration test file then gets a private copy
// (a copied PGlite folder, or a PostgreSQL database created from the template), which is much faster
// than migrating per file.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateConfigured } from "../scripts/migrate.mjs";

export default async function globalSetup() {
  const run = crypto.randomBytes(4).toString("hex");
  process.env.SESSION_SECRET ??= crypto.randomBytes(32).toString("hex");
  process.env.CFP_TEST_RUN = run;
  const url = process.env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import("pg");
    const template = `cfp_tpl_${run}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${template}`;
    await migrateConfigured({ databaseUrl: target.toString() });
    process.env.CFP_TEST_PG_ADMIN = url;
    process.env.CFP_TEST_PG_TEMPLATE = template;
    return;
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `cfp-test-${run}-`));
  await migrateConfigured({ dataDir: path.join(root, "template-src") });
  fs.renameSync(path.join(root, "template-src", "pglite"), path.join(root, "template"));
  process.env.CFP_TEST_ROOT = root;
}
