// One row of the access matrix: an endpoint and the status each kind of caller must get.
// `setup` makes whatever the endpoint needs (a project, a record owned by `external`) and returns the
// route params and body to call it with; it runs once per caller, in a database shared by the file.
import type { CallOptions } from "@/test/http";
import type { TestUser } from "@/test/fixtures";

export type Caller = "anonymous" | "pending" | "external" | "otherExternal" | "employee";

export type Cast = { employee: TestUser; external: TestUser; otherExternal: TestUser; pending: TestUser };

export type AccessRow = {
  name: string; // "METHOD /path"
  handler: (req: any, segment: any) => Promise<Response>;
  setup?: (cast: Cast) => Promise<Pick<CallOptions, "params" | "body" | "url" | "rawBody" | "headers">>;
  expect: Record<Caller, number>;
};

/** The usual expectations, for brevity. Any 2xx is written as 200. */
export const SIGNED_IN_ANY = { anonymous: 401, pending: 401, external: 200, otherExternal: 200, employee: 200 } as const;
export const EMPLOYEE_ONLY = { anonymous: 401, pending: 401, external: 403, otherExternal: 403, employee: 200 } as const;
