// Imports flow one way between folders (docs/architecture.md): a cycle between two folders means neither
// can be understood, moved or tested without the other. A folder is a path's first two segments
// (lib/audit, components/ui, actions/projects; lib/db.ts is lib/db). Within a folder, files do not import
// each other around a loop either (a child importing a type from its parent: the type goes in its own
// module). Tests and their helpers may import across freely, so they are left out of the graph.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const SOURCE_DIRS = ["app", "actions", "components", "lib", "scripts"];
const ROOT_FILES = ["middleware.ts", "instrumentation.ts"];
const IS_TEST = /\.test\.tsx?$|^lib\/client\/test-utils\.tsx$/;
// `from "x"`, `import "x"` and `import("x")`, type-only imports included: a type is a dependency too.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !IS_TEST.test(rel) ? [rel] : [];
  });
}

function folderOf(rel: string): string {
  return rel.replace(/\.(tsx?|mjs|js)$/, "").split("/").slice(0, 2).join("/");
}

/** The repository path an import names, or null for a package. */
function resolve(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(fromFile), specifier);
  return null;
}

/** The module file an import names (`@/lib/db` is lib/db.ts), as the file list spells it. */
function fileOf(rel: string): string {
  const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => rel + ext).find((f) => fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).isFile());
  return found ?? rel;
}

type Graph = Map<string, Map<string, string>>; // node → node it imports → one file that does

/** The import graph between folders (`folderOf`) or between files (`fileOf`). */
function importGraph(nodeOf: (rel: string) => string): Graph {
  const graph: Graph = new Map();
  const files = [...SOURCE_DIRS.flatMap(sourceFiles), ...ROOT_FILES];
  for (const file of files) {
    const from = nodeOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [, specifier] of fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(SPECIFIER)) {
      const target = resolve(file, specifier);
      if (!target) continue;
      const to = nodeOf(target);
      if (to !== from && !edges.has(to)) edges.set(to, file);
    }
  }
  return graph;
}

/** The folders that reach each other (Tarjan's strongly connected components of more than one). */
function tangles(graph: Graph): Set<string>[] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: Set<string>[] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(new Set(component));
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** A shortest way from the component's first folder back to itself, staying inside the component. */
function closedPath(graph: Graph, component: Set<string>): string[] {
  const start = [...component].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!component.has(to) || cameFrom.has(to)) continue;
      cameFrom.set(to, node);
      if (to === start) queue.length = 0;
      else queue.push(to);
    }
  }
  const way = [start];
  for (let node = cameFrom.get(start)!; node !== start; node = cameFrom.get(node)!) way.unshift(node);
  return [start, ...way];
}

/** Each tangle, named by one loop through it, then every import that holds it together. */
function describeTangles(graph: Graph): string[] {
  return tangles(graph).map((members) => {
    const inside = [...members].sort().flatMap((from) =>
      [...graph.get(from)!].filter(([to]) => members.has(to)).map(([to, file]) => `${from} → ${to} (${file})`),
    );
    return [closedPath(graph, members).join(" → "), ...inside].join("\n  ");
  });
}

test("no two folders import each other, directly or around a loop", () => {
  expect(describeTangles(importGraph(folderOf))).toEqual([]);
});

test("no two files import each other, directly or around a loop (types included)", () => {
  expect(describeTangles(importGraph(fileOf))).toEqual([]);
});

test("the graphs see the layers and files they guard", () => {
  const folders = importGraph(folderOf);
  expect(folders.get("app/api")?.has("lib/route")).toBe(true);
  expect(folders.get("components/ui")).toBeDefined();
  expect(importGraph(fileOf).get("components/pipeline/pipeline-screen.tsx")?.has("components/pipeline/pipeline-board.tsx")).toBe(true);
});
