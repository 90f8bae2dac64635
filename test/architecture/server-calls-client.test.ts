// In a server component an export of a "use client" module is a client reference, not a function: calling it
// (`buttonVariants()`, a formatter) throws "Attempted to call X() from the server" at request time, never at
// build time. This walks the server's module graph from every page, layout and route and fails on any call
// of a name imported from a "use client" module.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");
const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    parsed.set(file, source);
  }
  return source;
}

function isClientModule(file: string): boolean {
  const first = parse(file).statements[0];
  return !!first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === "use client";
}

type Finding = { file: string; name: string; from: string };

/** Names a server module imports from client modules (values only) and the server modules it imports. */
function inspect(file: string): { clientNames: Map<string, string>; serverImports: string[] } {
  const clientNames = new Map<string, string>();
  const serverImports: string[] = [];
  for (const statement of parse(file).statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const target = resolve(file, specifier.text);
    if (!target) continue;
    if (!isClientModule(target)) {
      serverImports.push(target);
      continue;
    }
    if (!ts.isImportDeclaration(statement) || !statement.importClause || statement.importClause.isTypeOnly) continue;
    const { name, namedBindings } = statement.importClause;
    if (name) clientNames.set(name.text, target);
    if (namedBindings && ts.isNamespaceImport(namedBindings)) clientNames.set(namedBindings.name.text, target);
    if (namedBindings && ts.isNamedImports(namedBindings)) {
      for (const element of namedBindings.elements) if (!element.isTypeOnly) clientNames.set(element.name.text, target);
    }
  }
  return { clientNames, serverImports };
}

function callsOf(file: string, names: Map<string, string>): Finding[] {
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isTaggedTemplateExpression(node)) {
      let callee: ts.Expression = ts.isCallExpression(node) ? node.expression : node.tag;
      while (ts.isPropertyAccessExpression(callee)) callee = callee.expression;
      if (ts.isIdentifier(callee) && names.has(callee.text)) findings.push({ file: path.relative(ROOT, file), name: callee.text, from: path.relative(ROOT, names.get(callee.text)!) });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return findings;
}

function entryPoints(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entryPoints(rel);
    return /^(page|layout|not-found|error|route|template|default|global-error)\.tsx?$/.test(entry.name) ? [path.join(ROOT, rel)] : [];
  });
}

function serverGraphFindings(): { visited: number; findings: Finding[] } {
  const queue = entryPoints("app").filter((file) => !isClientModule(file));
  const seen = new Set<string>(queue);
  const findings: Finding[] = [];
  while (queue.length) {
    const file = queue.pop()!;
    const { clientNames, serverImports } = inspect(file);
    findings.push(...callsOf(file, clientNames));
    for (const next of serverImports.filter((candidate) => !seen.has(candidate))) {
      seen.add(next);
      queue.push(next);
    }
  }
  return { visited: seen.size, findings };
}

test("no server component calls a function exported by a \"use client\" module", () => {
  const { visited, findings } = serverGraphFindings();
  expect(visited).toBeGreaterThan(100);
  expect(findings).toEqual([]);
});

test("the check finds such a call", () => {
  const dir = fs.mkdtempSync(path.join(ROOT, "tmp-arch-"));
  try {
    fs.writeFileSync(path.join(dir, "client.tsx"), '"use client";\nexport function helper() { return 1; }\nexport function Widget() { return null; }\n');
    const server = path.join(dir, "server.tsx");
    fs.writeFileSync(server, 'import { helper, Widget } from "./client";\nexport default function Page() { return <div className={String(helper())}><Widget /></div>; }\n');
    const { clientNames } = inspect(server);
    expect(callsOf(server, clientNames).map((f) => f.name)).toEqual(["helper"]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
