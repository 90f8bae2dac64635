// One row of the access matrix: an endpoint, the permission it needs, and where ownership, sharing or
// state make a caller's answer differ from what the permission table alone says.
// `setup` makes whatever the endpoint needs (a project, a record owned by `external`) and returns the
// route params and body to call it with; it runs once per caller, in a database shared by the file.
import type { CallOptions } from "@/test/http";
import type { TestUser } from "@/test/factories/users";
import type { Access } from "@/lib/auth/permissions";
import { gateStatus } from "@/lib/auth/authorize";

export type Caller = "anonymous" | "pending" | "external" | "otherExternal" | "employee";
export const CALLERS: Caller[] = ["anonymous", "pending", "external", "otherExternal", "employee"];

export type Cast = { employee: TestUser; external: TestUser; otherExternal: TestUser; pending: TestUser };

type Expectations = {
  /** The capability the endpoint needs, or "public" / "signed-in". */
  permission: Access;
  /** Statuses that differ from the permission's: 404 for what a caller may not know exists, 403 for another's record. */
  overrides?: Partial<Record<Caller, number>>;
};

export type AccessRow = Expectations & {
  name: string; // "METHOD /path", optionally followed by " (variant)"
  handler: (req: any, segment: any) => Promise<Response>;
  setup?: (cast: Cast) => Promise<Pick<CallOptions, "params" | "body" | "url" | "rawBody" | "headers">>;
};

type ActionAnswer = { ok: true } | { ok: false; status: number; error: string } | null;

/** A server action: same expectations; `input` is what the form would send. */
export type ActionRow = Expectations & {
  name: string; // the exported …Action name
  action: (input: any, form?: any) => Promise<ActionAnswer>;
  input: (cast: Cast) => Promise<unknown>;
  /**
   * A `<form action>` + useActionState action: called as (previous state, FormData of `input`), and a
   * redirect (where it sends the browser after a success) counts as a success.
   */
  form?: true;
};

/** Only approved users have sessions: a pending user's cookie counts as signed out. */
function sessionOf(cast: Cast, caller: Caller) {
  if (caller === "anonymous") return null;
  const user = cast[caller];
  return user.status === "approved" ? user : null;
}

/** The status each caller must get: the permission table's answer (any 2xx written as 200), then the row's exceptions. */
export function expected(row: Expectations, cast: Cast, caller: Caller): number {
  return row.overrides?.[caller] ?? gateStatus(sessionOf(cast, caller), row.permission);
}

export const everyone = (status: number): Record<Caller, number> => ({ anonymous: status, pending: status, external: status, otherExternal: status, employee: status });
/** Investors may not learn that an unshared project (or anything on it) exists: 404 where the table says 200. */
export const HIDDEN_FROM_INVESTORS = { external: 404, otherExternal: 404 } as const;
