// Every endpoint and server action × every kind of caller → the status it must get, computed from the
// permission table (lib/auth/permissions.ts) plus each row's ownership and visibility exceptions. Each
// feature adds its rows in test/access/<feature>.rows.ts and lists them in test/access/all-rows.ts; a
// route handler or action missing from the lists fails the first tests below.
import { call } from "@/test/http";
import { createCast, sessionCookie } from "@/test/factories/users";
import { CALLERS, expected, type Cast } from "@/test/access/types";
import { allActionRows, allRows as rows } from "@/test/access/all-rows";
import { routeExports } from "@/test/api/route-files";
import { actionExports } from "@/test/access/action-files";
import { callAction } from "@/test/access/call-action";
import { forbiddenMessage } from "@/lib/auth/permissions";
import type { AnyEndpoint } from "@/lib/api/registry/endpoint";

// Server actions read the cookie through next/headers; only the jar is faked, the session check is real.
// Some read the request's headers too (the signer's address, the site's origin for a share link).
let actionCookie: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => (actionCookie ? { value: actionCookie } : undefined), set: () => undefined }),
  headers: async () => new Headers({ host: "localhost" }),
}));

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

test("every route handler in app/api has a row, under its own method and path", () => {
  const missing = routeExports()
    .filter(({ method, path, handler }) => !rows.some((r) => r.handler === handler && (r.name === `${method} ${path}` || r.name.startsWith(`${method} ${path} (`))))
    .map(({ method, path, file }) => `${method} ${path} (${file})`);
  expect(missing).toEqual([]);
});

test("every exported server action has a row", () => {
  const missing = actionExports()
    .filter(({ action }) => !allActionRows.some((r) => r.action === action))
    .map(({ name, file }) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

describe.each(rows.map((r) => [r.name, r] as const))("%s", (_name, row) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const input = row.setup ? await row.setup(cast) : {};
    const method = row.name.split(" ")[0];
    // A fresh session per call: a logout row must not sign the caller out of the rows after it.
    const cookie = caller === "anonymous" ? null : await sessionCookie(cast[caller]);
    const res = await call(row.handler, { method, ...input, cookie });
    const status = res.status >= 200 && res.status < 300 ? 200 : res.status;
    const want = expected(row, cast, caller);
    expect({ caller, status, body: status === want ? "" : res.body }).toEqual({ caller, status: want, body: "" });
    // A success answers what the registry documents.
    const schema = (row.handler as { config?: AnyEndpoint }).config?.response.schema;
    if (status === 200 && schema && res.headers.get("content-type")?.includes("json")) {
      const parsed = schema.safeParse(res.body);
      expect({ caller, issues: parsed.success ? [] : parsed.error.issues }).toEqual({ caller, issues: [] });
    }
  });
});

// jest refuses an empty table: the block runs once an action exists.
if (allActionRows.length > 0) describe.each(allActionRows.map((r) => [r.name, r] as const))("%s", (_name, row) => {
  it.each(CALLERS)("as %s", async (caller) => {
    const input = await row.input(cast);
    actionCookie = caller === "anonymous" ? undefined : (await sessionCookie(cast[caller])).split("=").slice(1).join("=");
    const result = await callAction(row, input);
    const want = expected(row, cast, caller);
    const status = result.ok ? 200 : result.status;
    const error = result.ok ? "" : result.error;
    expect({ caller, status, error: status === want ? "" : error }).toEqual({ caller, status: want, error: "" });
    // The gate's refusals say what the route's say.
    if (want === 401 && row.overrides?.[caller] === undefined) expect(error).toBe("Not authenticated");
    if (want === 403 && row.overrides?.[caller] === undefined && row.permission !== "public" && row.permission !== "signed-in") expect(error).toBe(forbiddenMessage(row.permission));
  });
});
