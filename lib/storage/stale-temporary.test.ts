// A put killed halfway leaves its temporary file; a starting server removes those older than an hour.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeStaleTemporaryFiles, STALE_TEMPORARY_MS } from "@/lib/storage/stale-temporary";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cfp-stale-tmp-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it("removes temporary files older than an hour and keeps newer ones and stored files", async () => {
  const tmp = path.join(root, ".tmp");
  fs.mkdirSync(tmp);
  fs.mkdirSync(path.join(root, "msa"));
  const old = path.join(tmp, "aa11");
  const fresh = path.join(tmp, "bb22");
  const stored = path.join(root, "msa", "kept.pdf");
  for (const f of [old, fresh, stored]) fs.writeFileSync(f, "x");
  const longAgo = new Date(Date.now() - STALE_TEMPORARY_MS - 60_000);
  fs.utimesSync(old, longAgo, longAgo);
  fs.utimesSync(stored, longAgo, longAgo);
  expect(await removeStaleTemporaryFiles(root)).toBe(1);
  expect([fs.existsSync(old), fs.existsSync(fresh), fs.existsSync(stored)]).toEqual([false, true, true]);
});

it("does nothing when nothing was ever stored", async () => {
  expect(await removeStaleTemporaryFiles(path.join(root, "none"))).toBe(0);
});

it("removes at once a temporary file whose writer on this host is gone, and keeps a live writer's (issue 30)", async () => {
  const tmp = path.join(root, ".tmp");
  fs.mkdirSync(tmp);
  const host = os.hostname().replace(/[^A-Za-z0-9-]/g, "_");
  const hex = "ab".repeat(16);
  // A pid far above any Linux pid_max is never a live process.
  const dead = path.join(tmp, `${host}.4999999.${hex}`);
  const live = path.join(tmp, `${host}.${process.pid}.${hex}`);
  const otherHost = path.join(tmp, `another-host.4999999.${hex}`);
  for (const f of [dead, `${dead}.json`, live, otherHost]) fs.writeFileSync(f, "x");
  expect(await removeStaleTemporaryFiles(root)).toBe(2);
  expect([fs.existsSync(dead), fs.existsSync(`${dead}.json`), fs.existsSync(live), fs.existsSync(otherHost)]).toEqual([false, false, true, true]);
});
