import { clsx, type ClassValue } from "clsx";
import { classGroup, CONFLICTS } from "@/lib/client/class-groups";

// Variants whose order changes the selector (as in tailwind-merge): the others are compared sorted.
const ORDER_SENSITIVE = new Set(["*", "**", "after", "backdrop", "before", "details-content", "file", "first-letter", "first-line", "marker", "placeholder", "selection"]);

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** "hover:sm:!px-2" → the variants (sorted where order does not matter), the `!` and the utility "px-2". */
function parse(token: string): { variants: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      parts.push(token.slice(from, i));
      from = i + 1;
    }
  }
  let utility = token.slice(from);
  const important = utility.startsWith("!") || utility.endsWith("!");
  utility = utility.replace(/^!|!$/g, "").replace(/^-/, "");
  const variants: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (part.startsWith("[") || ORDER_SENSITIVE.has(part)) {
      variants.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  variants.push(...run.sort());
  return { variants: `${variants.join(":")}:${important ? "!" : ""}`, utility };
}

/** Drops each utility a later one in the same group (and the same variants) overrides, keeping the order. */
export function mergeClasses(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const tokens = classes.split(/\s+/).filter(Boolean);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const { variants, utility } = parse(tokens[i]);
    const group = classGroup(utility);
    if (group) {
      if (taken.has(variants + group)) continue;
      taken.add(variants + group);
      for (const other of CONFLICTS[group] ?? []) taken.add(variants + other);
    }
    kept.push(tokens[i]);
  }
  return kept.reverse().join(" ");
}
