import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const config = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/{lib,app,components,actions,scripts,test}/**/*.test.{ts,tsx}", "<rootDir>/middleware.test.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/test/empty-module.js",
    // The generated client imports .mjs loaders that Jest's CommonJS mode cannot load; use the .js twins.
    "^@prisma/client/runtime/(query_compiler_bg\\.postgresql(?:\\.wasm-base64)?)\\.mjs$": "@prisma/client/runtime/$1.js",
  },
  globalSetup: "<rootDir>/test/global-setup.mjs",
  globalTeardown: "<rootDir>/test/global-teardown.mjs",
  setupFilesAfterEnv: ["<rootDir>/test/setup-env.ts"],
  testTimeout: 60000,
  maxWorkers: 2,
};

export default createJestConfig(config);
