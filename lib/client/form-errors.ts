import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Puts a server's per-field messages (a 400's `fieldErrors`, or an action result's) under the form's
 * fields. Returns true when at least one field got a message.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string[]> | undefined,
  fields: readonly Path<T>[],
): boolean {
  let applied = false;
  for (const field of fields) {
    const message = fieldErrors?.[field]?.[0];
    if (message) {
      setError(field, { type: "server", message });
      applied = true;
    }
  }
  return applied;
}
