import fs from "node:fs";

export default async function globalTeardown() {
  if (process.env.CFP_TEST_ROOT) fs.rmSync(process.env.CFP_TEST_ROOT, { recursive: true, force: true });
  const admin = process.env.CFP_TEST_PG_ADMIN;
  if (admin) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`cfp_%_${process.env.CFP_TEST_RUN}%`]);
    for (const r of rows) await client.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    await client.end();
  }
}
