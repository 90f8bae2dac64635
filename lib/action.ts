import "server-only";
// The one wrapper around every server action (STYLE.md): session → permission → zod parse → handler, and a
// result object instead of a thrown error, so forms can show `fieldErrors` under fields and `error` in a toast.
import crypto from "node:crypto";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { getCurrentUser } from "@/lib/auth/current-user";
import { toAppError } from "@/lib/errors";
import { assertAccess } from "@/lib/auth/authorize";
import type { Access } from "@/lib/auth/permissions";
import { parseWith, rejectControlCharacters } from "@/lib/route";
import type { SessionUser } from "@/lib/session";

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

export type ActionConfig<S extends z.ZodType> = { permission: Exclude<Access, "public">; input: S };

/** Callers pass the schema's input shape; the handler receives the parsed output and the checked user. */
export function action<S extends z.ZodType, O>(config: ActionConfig<S>, handler: (ctx: { user: SessionUser; input: z.output<S> }) => Promise<O>) {
  return async (raw: z.input<S>): Promise<ActionResult<O>> => {
    try {
      const user = await getCurrentUser();
      assertAccess(user, config.permission);
      rejectControlCharacters(raw, "input");
      const input = parseWith(config.input, raw) as z.output<S>;
      return { ok: true, data: await handler({ user, input }) };
    } catch (err) {
      // redirect() / notFound() and Next's dynamic-rendering signals must keep propagating.
      unstable_rethrow(err);
      const known = toAppError(err);
      if (known) {
        const fieldErrors = known.extra.fieldErrors;
        return fieldErrors ? { ok: false, error: known.message, fieldErrors } : { ok: false, error: known.message };
      }
      const requestId = crypto.randomUUID();
      console.error(`[${requestId}] server action:`, err);
      return { ok: false, error: `Something went wrong (request ${requestId.slice(0, 8)})` };
    }
  };
}
