// Builds the agreement's HTML from the investor's version (issue 13, "compile"): the suggestions of
// resolved change requests applied at their offsets, the placeholders filled, and the text turned into
// headings and numbered sections. Pure: the service reads the rows and passes them in.
import { conflict } from "@/lib/errors";
import { placeholderPattern, type PlaceholderName } from "@/lib/agreements/placeholders";

export type AppliedSuggestion = { threadId: string; startOffset: number; endOffset: number; selectedText: string; suggestions: string };
export type Placeholders = { investorName: string; companyName: string; effectiveDate: string };

/** Overlapping change requests cannot both be applied: the legal team settles which one stands. */
export const overlapMessage = (ids: string[]) =>
  `Resolved change requests overlap and cannot both be applied: threads ${ids.join(", ")}. Dismiss or reopen all but one of them.`;

/**
 * The version's text with every suggestion in place. `own` transforms only the template's own text between
 * the suggestions (placeholders are filled there): an investor's wording is theirs, character for character.
 */
export function applySuggestions(text: string, suggestions: AppliedSuggestion[], own: (piece: string) => string = (piece) => piece): string {
  const sorted = [...suggestions].sort((a, b) => a.startOffset - b.startOffset || a.endOffset - b.endOffset);
  const overlapping = new Set<string>();
  for (let i = 1; i < sorted.length; i++) {
    const [prev, next] = [sorted[i - 1], sorted[i]];
    if (next.startOffset < prev.endOffset || (next.startOffset === prev.startOffset && next.endOffset === prev.endOffset)) {
      overlapping.add(prev.threadId).add(next.threadId);
    }
  }
  if (overlapping.size) throw conflict(overlapMessage([...overlapping]));
  // Offsets point into the version's own text (threads are checked against it when made); a mismatch means
  // the suggestion no longer fits and applying it would corrupt the text.
  const stale = sorted.filter((s) => text.slice(s.startOffset, s.endOffset) !== s.selectedText);
  if (stale.length) throw conflict(`Resolved change requests no longer match the text: threads ${stale.map((s) => s.threadId).join(", ")}`);
  let out = "";
  let at = 0;
  for (const s of sorted) {
    out += own(text.slice(at, s.startOffset)) + s.suggestions;
    at = s.endOffset;
  }
  return out + own(text.slice(at));
}

export function fillPlaceholders(text: string, p: Placeholders): string {
  const values: Record<PlaceholderName, string> = { investor_name: p.investorName, company_name: p.companyName, effective_date: p.effectiveDate };
  return text.replace(placeholderPattern(), (_, name: PlaceholderName) => values[name]);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

// "1. PURPOSE" (a numbered heading in capitals), "1.1 The Company …" (a numbered clause).
const SECTION_HEADING = /^\d+\.\s+[^a-z]+$/;
const CLAUSE = /^(\d+(?:\.\d+)+)\.?\s+(.*)$/;
const isTitle = (line: string) => /[A-Z]/.test(line) && line === line.toUpperCase() && line.length <= 120;

/** Plain agreement text as HTML: the first capitalised line the title, numbered headings and clauses kept, every text escaped. */
export function textToHtml(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n").map((l) => l.trim());
  const out: string[] = [];
  let titled = false;
  for (const line of lines) {
    if (!line) continue;
    if (!titled && isTitle(line)) {
      out.push(`<h1>${escapeHtml(line)}</h1>`);
      titled = true;
      continue;
    }
    titled = true;
    if (SECTION_HEADING.test(line)) out.push(`<h2>${escapeHtml(line)}</h2>`);
    else if (isTitle(line) && line.split(/\s+/).length <= 8) out.push(`<h3>${escapeHtml(line)}</h3>`);
    else {
      const clause = CLAUSE.exec(line);
      out.push(clause ? `<p class="clause"><strong>${escapeHtml(clause[1])}</strong> ${escapeHtml(clause[2])}</p>` : `<p>${escapeHtml(line)}</p>`);
    }
  }
  return out.join("\n");
}

export function compileAgreement(text: string, suggestions: AppliedSuggestion[], placeholders: Placeholders): string {
  return textToHtml(applySuggestions(text, suggestions, (own) => fillPlaceholders(own, placeholders)));
}

/** "November 24, 2026" for a yyyy-MM-dd, as agreements write dates. */
export function longDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
}
