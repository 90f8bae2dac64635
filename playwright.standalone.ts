// A journey that starts its own servers, run by its own config: the shared settings of playwright.config.ts
// without its web servers, base URLs and projects, one spec, its own output folder.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

export function standaloneJourney(spec: string, outputDir: string) {
  return defineConfig({
    ...base,
    testIgnore: undefined,
    testMatch: spec,
    outputDir,
    reporter: [["list"]],
    webServer: undefined,
    workers: 1,
    projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  });
}
