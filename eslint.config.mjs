import coreWebVitals from "eslint-config-next/core-web-vitals";
import typescript from "eslint-config-next/typescript";

const config = [
  { ignores: ["node_modules/**", ".next*/**", "tmp/**", "generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...coreWebVitals,
  ...typescript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      // Test helpers parse arbitrary JSON responses.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
];

export default config;
