// `npm run migrate` as a release step sees it: a wrong or unreachable database is a one-line reason and
// exit status 1, so the deployment stops. (Applying and re-applying is the deploy journey's part, on a real
// PostgreSQL: e2e/deploy.spec.ts.)
import { spawnSync } from "node:child_process";

function migrate(env: Record<string, string>) {
  const r = spawnSync(process.execPath, ["scripts/migrate-cli.mjs"], { env: { ...process.env, ...env }, encoding: "utf8", timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("npm run migrate", () => {
  it("refuses a DATABASE_URL that is not PostgreSQL, instead of quietly migrating the embedded database", () => {
    const r = migrate({ DATABASE_URL: "mysql://app@db/portal" });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe(
      "Migration failed: DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded database in DATA_DIR).",
    );
  });

  it("names the database it tried, never its password, and fails when it does not answer", () => {
    const r = migrate({ DATABASE_URL: "postgresql://app:hunter2-secret@127.0.0.1:1/portal" });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^Migrating PostgreSQL at 127\.0\.0\.1:1\/portal \(\d+ migrations in prisma\/migrations\)/);
    expect(r.stderr).toMatch(/^Migration failed: connect ECONNREFUSED 127\.0\.0\.1:1/);
    expect(r.stdout + r.stderr).not.toContain("hunter2");
  });
});
