// Calls an action row's action the way its UI does: a `<form action>` action with (previous state,
// FormData), where a redirect is how it reports success; any other action with its input.
import { isRedirectError } from "next/dist/client/components/redirect-error";
import type { ActionRow } from "@/test/access/types";

function formData(input: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input as Record<string, unknown>)) form.set(name, String(value));
  return form;
}

export async function callAction(row: ActionRow, input: unknown): Promise<{ ok: true } | { ok: false; status: number; error: string }> {
  if (!row.form) return (await row.action(input))!;
  try {
    return (await row.action(null, formData(input)))!;
  } catch (err) {
    if (isRedirectError(err)) return { ok: true };
    throw err;
  }
}
