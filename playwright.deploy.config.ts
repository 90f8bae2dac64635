// The deploy journey (e2e/deploy.spec.ts) on its own: it starts its own `next start` on a fresh PostgreSQL
// database, so it needs none of the PGlite web server the other journeys share. `.ci/run` runs it after
// the PostgreSQL pass (`npm run test:deploy`); it takes minutes on a busy machine, too long for `npm test`.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: "deploy.spec.ts",
  outputDir: "test-results/deploy",
  reporter: [["list"]],
  webServer: undefined,
  use: { ...base.use, baseURL: undefined },
});
