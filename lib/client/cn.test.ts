import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { twMerge } from "tailwind-merge";
import { cn } from "@/lib/client/cn";

/** Every word in a string of the UI's sources (app/, components/) that could be a class name. */
function sourceWords(): string[] {
  const words = new Set<string>();
  const strings = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      for (const word of node.text.split(/\s+/)) if (/^[!-]?[a-z[*@]/.test(word)) words.add(word);
    }
    ts.forEachChild(node, strings);
  };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) strings(ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
    }
  };
  for (const dir of ["app", "components"]) walk(path.join(process.cwd(), dir));
  return [...words];
}

describe("cn", () => {
  it("lets the overrides the app passes win over a component's base classes", () => {
    const tableHead = "h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-slate-600";
    expect(cn(tableHead, "text-right")).toBe("h-10 whitespace-nowrap px-3 align-middle text-xs font-semibold uppercase tracking-wide text-slate-600 text-right");
    expect(cn(tableHead, "min-w-24 whitespace-normal text-center normal-case tracking-normal")).toBe(
      "h-10 px-3 align-middle text-xs font-semibold text-slate-600 min-w-24 whitespace-normal text-center normal-case tracking-normal",
    );
    expect(cn(tableHead, "hidden sm:table-cell")).toBe(`${tableHead} hidden sm:table-cell`);
    expect(cn("px-3 py-3 align-middle", "py-1.5")).toBe("px-3 align-middle py-1.5");
    expect(cn("relative flex w-full max-w-lg flex-col p-5 sm:p-6", "max-w-2xl")).toBe("relative flex w-full flex-col p-5 sm:p-6 max-w-2xl");
    expect(cn("inline-flex h-10 px-4 py-2 text-sm", "w-fit px-2")).toBe("inline-flex h-10 py-2 text-sm w-fit px-2");
    expect(cn("size-4 text-sm leading-7", "w-6 text-xs")).toBe("size-4 w-6 text-xs");
  });

  it("keeps what does not conflict: other variants, sides a later shorthand does not cover, unknown classes", () => {
    expect(cn("px-2 hover:px-4 group", "px-3 peer")).toBe("hover:px-4 group px-3 peer");
    expect(cn("p-4", "pt-0")).toBe("p-4 pt-0");
    expect(cn("pt-0", "p-4")).toBe("p-4");
    expect(cn("text-sm text-slate-600 text-left", "text-emerald-700")).toBe("text-sm text-left text-emerald-700");
    expect(cn("hover:sm:bg-white", "sm:hover:bg-slate-50")).toBe("sm:hover:bg-slate-50");
    expect(cn("data-[state=open]:bg-white", "data-[state=closed]:bg-white")).toBe("data-[state=open]:bg-white data-[state=closed]:bg-white");
    expect(cn("rounded-md", false, undefined, { "rounded-full": true })).toBe("rounded-full");
  });

  it("answers as tailwind-merge for every pair of class names the sources write", () => {
    // A class in a group drops an earlier copy of itself; anything else is kept twice. Both must agree on
    // which words are classes; conflicts can then only be between two of those.
    const words = sourceWords();
    const grouped = (merge: (a: string, b: string) => string) => words.filter((w) => merge(w, w) === w);
    expect(grouped(cn)).toEqual(grouped(twMerge));
    const classes = grouped(twMerge);
    expect(classes.length).toBeGreaterThan(300);
    const differ: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        if (cn(a, b) !== twMerge(a, b)) differ.push(`${a} ${b}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it("answers as tailwind-merge for three classes where shorthands, sides and neighbouring groups overlap", () => {
    expect(cn("p-4", "px-2", "pl-1")).toBe("p-4 px-2 pl-1");
    expect(cn("pl-1", "px-2", "p-4")).toBe("p-4");
    expect(cn("px-2 pt-1", "p-3", "pb-0")).toBe("p-3 pb-0");
    expect(cn("text-sm leading-7", "text-xs", "text-red-700")).toBe("text-xs text-red-700");
    expect(cn("border-l-2 border-l-red-600", "border", "border-slate-200")).toBe("border border-slate-200");
    expect(cn("inset-x-0 top-0", "inset-0", "left-2")).toBe("inset-0 left-2");
    // Every triple over a few classes of each overlapping family the sources use, in every order.
    const family = /^(?:p[xytrbl]?|m[xytrbl]?|inset(?:-[xy])?|top|left|size|w|h|rounded(?:-t)?|border(?:-[lbt])?|overflow(?:-[xy])?|text|leading|line-clamp|flex|shrink|gap(?:-[xy])?)-/;
    const perFamily = new Map<string, string[]>();
    for (const word of sourceWords()) {
      const m = family.exec(word);
      if (!m || twMerge(word, word) !== word) continue;
      const kept = perFamily.get(m[0]) ?? [];
      if (kept.length < 2) perFamily.set(m[0], [...kept, word]);
    }
    const classes = [...perFamily.values()].flat().concat(["border", "hidden", "block", "truncate"]);
    expect(classes.length).toBeGreaterThan(40);
    const differ: string[] = [];
    for (const a of classes) for (const b of classes) for (const c of classes) if (cn(a, b, c) !== twMerge(a, b, c)) differ.push(`${a} ${b} ${c}`);
    expect(differ).toEqual([]);
  });
});
