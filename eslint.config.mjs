import fs from "node:fs";
import coreWebVitals from "eslint-config-next/core-web-vitals";
import typescript from "eslint-config-next/typescript";

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "test/**", "e2e/**", "lib/client/test-utils.tsx"];

// Feature folders of lib/ (one slug per feature, shared/STYLE.md): every folder but the shared ones, so a
// new feature is held to the rules below the day its folder appears.
const SHARED_LIB = ["action-guard", "api", "auth", "client", "format", "outbox", "pdf", "storage", "validation"];
const FEATURES = fs
  .readdirSync(new URL("./lib", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_LIB.includes(entry.name))
  .map((entry) => entry.name);

// Code that runs only on the server. Type-only imports are fine anywhere: they vanish from the bundle.
const SERVER_ONLY = [
  { group: ["server-only"], message: "Components run in the browser: no server-only modules." },
  { group: ["@/lib/db", "@/lib/db/*", "@/lib/transaction", "@/generated/*"], message: "Components never touch the database: call the API or an action.", allowTypeImports: true },
  { group: ["**/service", "**/queries", "@/lib/audit/write", "@/lib/audit-report/report", "@/lib/audit-report/resolvers"], message: "Services and queries are server-only: call the API or an action.", allowTypeImports: true },
  { group: ["@/lib/session", "@/lib/route", "@/lib/action", "@/lib/auth/current-user", "@/lib/auth/password", "@/lib/auth/rate-limit"], message: "Server-only module.", allowTypeImports: true },
  // The storage layer is server-only except its limits and file names, which forms share (lib/storage/index.ts).
  { regex: "^@/lib/storage(?!/(limits|file-name)$)(/.*)?$", message: "Server-only module.", allowTypeImports: true },
];
// components/ui is the bottom of the component layers (docs/architecture.md): generic parts that any
// feature may use and that know none, so no folder cycle can start there.
const UI_KNOWS_NO_FEATURE = [
  { regex: "^@/(components/(?!ui/)|app/|actions/)", message: "components/ui knows no feature: pass what it needs in as props." },
  { group: [...FEATURES.map((f) => `@/lib/${f}/*`), "@/lib/api/*"], message: "components/ui knows no feature: pass what it needs in as props." },
];
const NOT_FROM_LIB = [{ group: ["@/components/*", "@/app/*", "@/actions/*"], message: "lib/ is below app/, actions/ and components/: it never imports them." }];
const NOT_FROM_SHARED_LIB = [
  { group: FEATURES.map((f) => `@/lib/${f}/*`), message: "Shared lib/ code knows no feature: pass what it needs in.", allowTypeImports: true },
];

const config = [
  { ignores: ["node_modules/**", ".next*/**", "tmp/**", "generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...coreWebVitals,
  ...typescript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      // The environment is read in one place (lib/env.ts; lib/env-edge.ts for middleware).
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read the environment through lib/env.ts (lib/env-edge.ts in middleware)." }],
      // Prisma's `mode: "insensitive"` becomes an unescaped ILIKE on PostgreSQL (an open Prisma bug), so
      // `%` and `_` in user input act as wildcards. Compare a normalized column with plain equality (as
      // users."usernameKey" does); a search helper that really wants ILIKE escapes its input and says so
      // with an eslint-disable comment.
      "no-restricted-syntax": [
        "error",
        { selector: "Property[key.name='mode'][value.value='insensitive']", message: "No mode: \"insensitive\": compare normalized values (a search helper may disable this with a reason)." },
      ],
    },
  },
  { files: ["components/**"], rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: SERVER_ONLY }] } },
  { files: ["components/ui/**"], rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [...SERVER_ONLY, ...UI_KNOWS_NO_FEATURE] }] } },
  { files: ["lib/**"], rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: NOT_FROM_LIB }] } },
  {
    files: ["lib/*.ts", "lib/format/**", "lib/storage/**", "lib/client/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [...NOT_FROM_LIB, ...NOT_FROM_SHARED_LIB] }] },
  },
  // Tests parse arbitrary JSON responses, set up the environment and compose whatever they test.
  {
    files: TESTS,
    rules: { "@typescript-eslint/no-explicit-any": "off", "no-restricted-properties": "off", "@typescript-eslint/no-restricted-imports": "off" },
  },
  // Readers of the environment by design: lib/env*.ts, the start-up check, config files, scripts, the test setup.
  {
    files: ["lib/env.ts", "lib/env-edge.ts", "instrumentation.ts", "lib/startup-check.ts", "scripts/**", "*.config.*", "next.config.mjs", "test/**"],
    rules: { "no-restricted-properties": "off" },
  },
];

export default config;
