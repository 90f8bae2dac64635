// Checked once for every request body, query and path (lib/route.ts, lib/action.ts) and for CSV cells,
// instead of field by field; what counts as one: ./control-characters.mjs.
import { CONTROL, hasControlCharacter } from "@/lib/validation/control-characters.mjs";

export { hasControlCharacter };

export const CONTROL_CHARACTER_MESSAGE = "must not contain control characters or invalid Unicode";

/** The path ("notes", "tasks.0.title", "" for the value itself) of the first string holding one, or null. */
export function findControlCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return CONTROL.test(value) ? path.join(".") : null;
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (CONTROL.test(key)) return [...path, key].join(".");
      const found = findControlCharacter(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
