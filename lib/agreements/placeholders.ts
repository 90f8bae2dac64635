// The placeholders a template's text may hold, and what each stands for. Filled when the agreement is
// compiled (lib/agreements/msa/compile.ts); until then the review screens mark them as fields with their
// meaning, keeping the stored text (and the redline offsets into it) unchanged. Client-safe.
export const PLACEHOLDER_MEANINGS = {
  investor_name: "the investor's name",
  company_name: "the company's name",
  effective_date: "the date the agreement takes effect",
} as const;
export type PlaceholderName = keyof typeof PLACEHOLDER_MEANINGS;

/** `{{ investor_name }}` and its kin, spaces inside the braces allowed. */
export const placeholderPattern = () => /\{\{\s*(investor_name|company_name|effective_date)\s*\}\}/g;

export type TextPiece = { text: string; placeholder: PlaceholderName | null };

/** The text cut into plain runs and placeholders, in order; joined back they are the text exactly. */
export function splitPlaceholders(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const m of text.matchAll(placeholderPattern())) {
    if (m.index > at) pieces.push({ text: text.slice(at, m.index), placeholder: null });
    pieces.push({ text: m[0], placeholder: m[1] as PlaceholderName });
    at = m.index + m[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), placeholder: null });
  return pieces;
}

/** The placeholders a text uses, each once, in order of first use. */
export const placeholdersIn = (text: string): PlaceholderName[] => [...new Set(splitPlaceholders(text).flatMap((p) => (p.placeholder ? [p.placeholder] : [])))];
