// After-commit effects are defined by their features (lib/outbox/effect.ts); a server's start-up drain can
// run only those whose module is loaded, so instrumentation.ts loads every module that defines one.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

test("instrumentation.ts loads every module that defines an after-commit effect", () => {
  const definers = sources("lib").filter((file) => file !== "lib/outbox/effect.ts" && /\bdefineEffect\(/.test(fs.readFileSync(path.join(ROOT, file), "utf8")));
  expect(definers.length).toBeGreaterThanOrEqual(3);
  const startup = fs.readFileSync(path.join(ROOT, "instrumentation.ts"), "utf8");
  const missing = definers.filter((file) => !startup.includes(`import("@/${file.replace(/\.tsx?$/, "")}")`));
  expect(missing).toEqual([]);
});
