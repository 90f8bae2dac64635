// Every multi-write service runs in transaction() (lib/transaction.ts), so it can queue after-commit work
// and the audit row shares the change's transaction (docs/decisions/0007-audit-model.md).
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

function serviceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return serviceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

test("no service opens a transaction except through transaction()", () => {
  const direct = ["lib", "actions", "app"]
    .flatMap(serviceFiles)
    // The helper itself, and the outbox runner beneath it (it claims one item per transaction, and the
    // helper would record after-commit work of its own).
    .filter((file) => !["lib/transaction.ts", "lib/outbox/runner.ts"].includes(file) && /\.\$transaction\(/.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
  expect(direct).toEqual([]);
});
