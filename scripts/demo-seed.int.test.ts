// `npm run demo` on both databases: the printed logins sign in, and a second start changes nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedDemo } from "./demo-seed.mjs";
import { authenticate } from "@/lib/users/service";
import { getDb } from "@/lib/db";
import { isOfferedQuarter } from "@/lib/projects/quarters";

type Login = { username: string; role: string; status: string; password: string };

it("seeds accounts that sign in with their printed passwords and a pipeline in quarters the form offers, once", async () => {
  const databaseUrl = process.env.DATABASE_URL;
  // On PostgreSQL the logins file still needs a folder of its own; on PGlite the database lives in DATA_DIR.
  const dataDir = databaseUrl ? fs.mkdtempSync(path.join(os.tmpdir(), "cfp-demo-")) : process.env.DATA_DIR!;
  const log = jest.spyOn(console, "log").mockImplementation(() => {});
  try {
    await seedDemo({ dataDir, databaseUrl });
    await seedDemo({ dataDir, databaseUrl });
  } finally {
    log.mockRestore();
  }

  const logins: Login[] = JSON.parse(fs.readFileSync(path.join(dataDir, "demo-logins.json"), "utf8"));
  expect(fs.statSync(path.join(dataDir, "demo-logins.json")).mode & 0o777).toBe(0o600);
  const employee = logins.find((l) => l.username === "demo.employee")!;
  await expect(authenticate({ username: employee.username, password: employee.password }, "127.0.0.1")).resolves.toMatchObject({ role: "employee" });
  const pending = logins.find((l) => l.status === "pending")!;
  await expect(authenticate({ username: pending.username, password: pending.password }, "127.0.0.1")).rejects.toThrow("pending approval");

  const db = await getDb();
  const projects = await db.project.findMany({ select: { deploymentQuarter: true } });
  expect(projects).toHaveLength(48);
  expect(projects.every((p) => isOfferedQuarter(p.deploymentQuarter))).toBe(true);
  expect(await db.user.count()).toBe(logins.length);
});
