// Text that reaches an agreement (redline comments, suggestions, replies, template titles and text, the
// final content) must read as it is stored: bidirectional embeddings, overrides and isolates
// (U+202A–202E, U+2066–2069) reorder what a reader sees, and zero-width characters and direction marks
// (U+200B–200F) hide text or split words invisibly (a "Trojan Source" clause). Refused, not stripped: the
// writer learns why, and nothing they typed is changed behind their back. Client-safe.
import { z } from "zod";

const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/;

export const INVISIBLE_CHARACTER_MESSAGE = "must not contain invisible direction or zero-width characters";

export const hasInvisibleCharacter = (text: string): boolean => INVISIBLE.test(text);

/** The schema, refusing any of those characters as "{label} must not contain …". */
export function visibleText<S extends z.ZodType<string | null | undefined>>(label: string, schema: S) {
  return schema.refine((v) => typeof v !== "string" || !INVISIBLE.test(v), `${label} ${INVISIBLE_CHARACTER_MESSAGE}`);
}
