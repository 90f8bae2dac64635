// lib/frame-first.ts: a page may wait for its frame only when a loading state lets the frame leave without
// the page; one with a loading state and reads of its own waits, so the frame is not held behind them.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

function pages(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return pages(rel);
    return entry.name === "page.tsx" ? [rel] : [];
  });
}

const waits = (file: string) => /\bawait afterFrame\(\)/.test(fs.readFileSync(path.join(ROOT, file), "utf8"));
const hasLoadingState = (file: string) => fs.existsSync(path.join(ROOT, path.dirname(file), "loading.tsx"));

test("every page with a loading state waits for its frame before its reads, and no other page does", () => {
  const all = pages("app");
  const withLoading = all.filter(hasLoadingState);
  expect(withLoading.length).toBeGreaterThanOrEqual(17);
  expect(withLoading.filter((file) => !waits(file))).toEqual([]);
  expect(all.filter((file) => !hasLoadingState(file) && waits(file))).toEqual([]);
});
