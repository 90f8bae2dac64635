// Gives every integration test file (*.int.test.ts) its own freshly migrated database.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const testPath = expect.getState().testPath ?? "";

if (/\.int\.test\.tsx?$/.test(testPath)) {
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const id = crypto.randomBytes(4).toString("hex");
    const pgAdmin = process.env.CFP_TEST_PG_ADMIN;
    if (pgAdmin) {
      const { default: pg } = await import("pg");
      const name = `cfp_t_${process.env.CFP_TEST_RUN}_${id}`;
      const admin = new pg.Client({ connectionString: pgAdmin });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.CFP_TEST_PG_TEMPLATE}`);
      await admin.end();
      const url = new URL(pgAdmin);
      url.pathname = `/${name}`;
      process.env.DATABASE_URL = url.toString();
      cleanup = async () => {
        const c = new pg.Client({ connectionString: pgAdmin });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    } else {
      const root = process.env.CFP_TEST_ROOT!;
      const dir = path.join(root, `file-${id}`);
      fs.cpSync(path.join(root, "template"), path.join(dir, "pglite"), { recursive: true });
      process.env.DATA_DIR = dir;
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  afterAll(async () => {
    const { closeDb } = await import("@/lib/db");
    await closeDb();
    await cleanup();
  });
}

// Server actions call next/cache's refresh() after a write; outside a Next request there is no router to
// refresh, so tests record the call instead.
jest.mock("next/cache", () => ({ refresh: jest.fn(), revalidatePath: jest.fn(), revalidateTag: jest.fn() }));

// Component tests wait for what a user would see; on a loaded 2-core machine a render can take longer than
// Testing Library's default second, which failed tests that were right. A wait that succeeds ends at once.
if (typeof document !== "undefined") {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require("@testing-library/react") as typeof import("@testing-library/react")).configure({ asyncUtilTimeout: 5000 });
}
