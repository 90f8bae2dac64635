import { buildSync } from "esbuild";
import nextJest from "next/jest.js";

// Jest (on Node 20) cannot require an ES module, and our TypeScript runs as CommonJS under it. ESM-only
// packages the server imports are bundled once into a CommonJS copy that the mapper below points at;
// Next's own build imports the real packages.
const ESM_ONLY = { "file-type/core": "file-type-core" };
const esmCopies = "node_modules/.cache/jest-esm";
for (const [specifier, name] of Object.entries(ESM_ONLY)) {
  buildSync({ entryPoints: [specifier], bundle: true, format: "cjs", platform: "node", target: "node20", outfile: `${esmCopies}/${name}.cjs`, logLevel: "error" });
}

const createJestConfig = nextJest({ dir: "./" });

const config = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/{lib,app,components,actions,scripts,test}/**/*.test.{ts,tsx}", "<rootDir>/middleware.test.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    ...Object.fromEntries(Object.entries(ESM_ONLY).map(([specifier, name]) => [`^${specifier}$`, `<rootDir>/${esmCopies}/${name}.cjs`])),
    "^server-only$": "<rootDir>/test/empty-module.js",
    // The generated client imports .mjs loaders that Jest's CommonJS mode cannot load; use the .js twins.
    "^@prisma/client/runtime/(query_compiler_bg\\.postgresql(?:\\.wasm-base64)?)\\.mjs$": "@prisma/client/runtime/$1.js",
  },
  globalSetup: "<rootDir>/test/global-setup.mjs",
  globalTeardown: "<rootDir>/test/global-teardown.mjs",
  setupFilesAfterEnv: ["<rootDir>/test/setup-env.ts"],
  testTimeout: 60000,
  maxWorkers: 2,
  testSequencer: "<rootDir>/test/sequencer.mjs",
  // A worker keeps each test file's PGlite instances and module copies in its heap until the collector catches
  // up (it grew past 1 GB over a full run, collecting ever more often): above this a fresh worker takes the next file.
  workerIdleMemoryLimit: "700MB",
};

export default createJestConfig(config);
