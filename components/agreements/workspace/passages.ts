// The version's text as passages (its non-blank lines: a heading, a numbered clause, a paragraph), with
// their offsets, so a keyboard user can redline a whole clause without selecting text with a mouse.
import type { TextSelection } from "@/components/agreements/workspace/document-text";

export function passages(content: string): TextSelection[] {
  const out: TextSelection[] = [];
  const line = /[^\n]+/g;
  for (let m = line.exec(content); m; m = line.exec(content)) {
    const lead = m[0].length - m[0].trimStart().length;
    const selectedText = m[0].trim();
    if (selectedText === "") continue;
    const startOffset = m.index + lead;
    out.push({ selectedText, startOffset, endOffset: startOffset + selectedText.length });
  }
  return out;
}

/** A passage's text as a short option label. */
export function passageLabel(p: TextSelection, max = 90): string {
  return p.selectedText.length <= max ? p.selectedText : `${p.selectedText.slice(0, max - 1).trimEnd()}…`;
}
