import "server-only";
// The one wrapper around every server action (shared/STYLE.md): session (against its database row) → permission
// → zod parse → handler (the feature's service, which authorizes ownership and sharing itself), and a
// result object instead of a thrown error, so forms show `fieldErrors` under fields and `error` in a toast.
// Next checks each action call's Origin against the Host before any of this runs.
import crypto from "node:crypto";
import { refresh } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { getCurrentUser } from "@/lib/auth/current-user";
import { AppError, toAppError } from "@/lib/errors";
import { assertAccess } from "@/lib/auth/authorize";
import { assertEnrolled } from "@/lib/auth/enrolment";
import type { Access } from "@/lib/auth/permissions";
import { once } from "@/lib/idempotency";
import { parseWith, rejectControlCharacters } from "@/lib/route";
import { TOO_DEEP_MESSAGE, valueTooDeep } from "@/lib/validation/depth.mjs";
import type { SessionUser } from "@/lib/session";

/** A failure carries the status its route twin would answer, so the access matrix checks both alike. */
/** `title`: a failure that happened in the browser before the action (an upload) names its own toast title. */
/** `reauth`: a step-up refusal (lib/auth/recent-check.ts); the UI asks for the password or a code and retries. */
export type ActionFailure = { ok: false; status: number; error: string; fieldErrors?: Record<string, string[]>; title?: string; reauth?: true };
export type ActionResult<T> = { ok: true; data: T } | ActionFailure;

/** The second argument of every action: the form submission's idempotency key (components/ui/use-action.ts). */
export type ActionOptions = { idempotencyKey?: string };

export type ActionConfig<S extends z.core.$ZodType, A extends Access> = {
  permission: A;
  input: S;
  /**
   * A creating action: its name (e.g. "projects.create"). A repeat of one submission's idempotency key
   * answers the first result instead of creating again; the data must then be plain JSON.
   */
  idempotent?: string;
  /** Re-render the page that called (its server-read data) after a success; off for actions that navigate. */
  refresh?: boolean;
  /** Answers an account that the second-factor switch holds back (lib/auth/enrolment.ts): enrolment's own actions. */
  duringEnrolment?: true;
};

type ActionUser<A extends Access> = A extends "public" ? SessionUser | null : SessionUser;

/** Callers pass the schema's input shape; the handler receives the parsed output and the checked user. */
export function action<S extends z.core.$ZodType, O, A extends Access>(
  config: ActionConfig<S, A>,
  handler: (ctx: { user: ActionUser<A>; input: z.output<S> }) => Promise<O>,
) {
  return async (raw: z.input<S>, options: ActionOptions = {}): Promise<ActionResult<O>> => {
    try {
      const user = await getCurrentUser();
      assertAccess(user, config.permission);
      assertEnrolled(user, config.permission, config.duringEnrolment);
      if (valueTooDeep(raw)) throw new AppError("BAD_REQUEST", TOO_DEEP_MESSAGE);
      rejectControlCharacters(raw, "input");
      const input = parseWith(config.input, raw) as z.output<S>;
      const run = () => handler({ user: user as ActionUser<A>, input });
      const data = config.idempotent && user && options.idempotencyKey !== undefined ? await once(user.id, options.idempotencyKey, `action ${config.idempotent}`, input, run, jsonCodec<O>()) : await run();
      if (config.refresh !== false) refresh();
      return { ok: true, data };
    } catch (err) {
      // redirect() / notFound() and Next's dynamic-rendering signals must keep propagating.
      unstable_rethrow(err);
      const result = failure(err);
      // A conflict (a colleague's change) or a record gone meanwhile (404) means the screen showed a state
      // that is gone: re-render it with the current one.
      if ((result.status === 409 || result.status === 404) && config.refresh !== false) refresh();
      return result;
    }
  };
}

/** A refusal or a crash as the result a form shows: the AppError's own text, never internals. */
export function failure(err: unknown): ActionFailure {
  const known = toAppError(err);
  if (known) {
    const fieldErrors = known.extra.fieldErrors;
    return { ok: false, status: known.status, error: known.message, ...(fieldErrors ? { fieldErrors } : {}), ...(known.extra.reauth ? { reauth: true as const } : {}) };
  }
  const requestId = crypto.randomUUID();
  console.error(`[${requestId}] server action:`, err);
  return { ok: false, status: 500, error: `Something went wrong (request ${requestId.slice(0, 8)})` };
}

function jsonCodec<O>() {
  return {
    store: async (data: O) => ({ status: 200, body: JSON.stringify(data ?? null), contentType: "application/json" }),
    replay: (answer: { body: string }) => JSON.parse(answer.body) as O,
  };
}

/** The fields of a `<form action>` submission as a plain object (a field sent twice keeps its last value). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !name.startsWith("$ACTION")) fields[name] = value;
  return fields;
}

export { AppError };
