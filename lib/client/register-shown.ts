import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/**
 * `form.register(name)` plus the field's default as the element's `defaultValue`, so the server's HTML
 * carries the saved value: with JavaScript off (or before it loads) a form read from the database shows
 * its data instead of empty fields. react-hook-form sets the same value through its ref once it runs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function registerShown<T extends FieldValues>(form: UseFormReturn<T, any, any>, name: FieldPath<T>) {
  const value = form.formState.defaultValues?.[name as keyof typeof form.formState.defaultValues];
  return { ...form.register(name), defaultValue: value == null ? undefined : String(value) };
}
