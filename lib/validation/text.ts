// Control characters have no place in any text a user sends: PostgreSQL refuses NUL outright (a 500
// before this check), and the others only hide text from readers. Tab, line feed and carriage return
// are ordinary in notes. A lone UTF-16 surrogate (JSON allows "\ud800") is no text at all, and
// PostgreSQL refuses it too. Checked once for every request body, query and path (lib/route.ts, lib/action.ts)
// and for CSV cells, instead of field by field.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = "must not contain control characters or invalid Unicode";

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

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
