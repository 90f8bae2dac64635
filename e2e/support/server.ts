// The server a journey runs against: each project of playwright.config.ts has its own (port, data folder,
// log), named in the project's `metadata`, so a journey reads its own server's mail and log.
import path from "node:path";
import { test } from "@playwright/test";

export type ServerPlaces = { dataDir: string; log: string };

/** The data folder and log of the server the running test's project uses. */
export function serverPlaces(): ServerPlaces {
  const { dataDir, log } = test.info().project.metadata as ServerPlaces;
  return { dataDir: path.resolve(dataDir), log: path.resolve(log) };
}
