// Every route file is described by the registry, and takes its config from the very entry that describes
// it: a route without an entry, an entry without a route, or a handler wired to another entry fails here.
import { ENDPOINTS, endpointKey } from "@/lib/api/registry";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { ALL_PERMISSIONS } from "@/lib/auth/permissions";
import { openApiPathOf, routeExports } from "@/test/api/route-files";

const exports = routeExports();

test("folder paths map to OpenAPI paths", () => {
  expect(openApiPathOf(`${process.cwd()}/app/api/projects/[id]/comments/route.ts`)).toBe("/api/projects/{id}/comments");
  expect(openApiPathOf(`${process.cwd()}/app/api/openapi.json/route.ts`)).toBe("/api/openapi.json");
});

test("every handler in app/api is registered, under its own path and method", () => {
  expect(exports.length).toBeGreaterThan(20);
  const registered = new Map(ENDPOINTS.map((e) => [endpointKey(e), e]));
  for (const { file, path, method, handler } of exports) {
    const key = `${method} ${path}`;
    expect({ file, key, registered: registered.has(key) }).toEqual({ file, key, registered: true });
    // The handler was built from (or tagged with) exactly this entry.
    expect({ file, key, sameEntry: handler.config === registered.get(key) }).toEqual({ file, key, sameEntry: true });
  }
});

test("every registry entry has a route file that serves it, and no entry is listed twice", () => {
  const served = new Set(exports.map((r) => `${r.method} ${r.path}`));
  const keys = ENDPOINTS.map(endpointKey);
  expect(keys.filter((k) => !served.has(k))).toEqual([]);
  expect(new Set(keys).size).toBe(keys.length);
});

test("every entry names a known permission, or public / signed-in", () => {
  for (const e of ENDPOINTS) expect([...ALL_PERMISSIONS, "public", "signed-in"]).toContain(e.permission);
});

test("the OpenAPI document describes every entry with its permission and schemas", () => {
  const doc = buildOpenApiDocument();
  expect(doc.openapi).toBe("3.1.0");
  expect(() => JSON.stringify(doc)).not.toThrow();
  for (const e of ENDPOINTS) {
    const op = doc.paths[e.path]?.[e.method.toLowerCase()] as Record<string, unknown> | undefined;
    expect(op).toMatchObject({ tags: [e.tag], summary: e.summary, "x-permission": e.permission });
    if (e.body) expect(op).toHaveProperty(["requestBody", "content", "application/json", "schema"]);
    if (e.response.schema) expect(JSON.stringify(op!.responses)).toContain("application/json");
  }
  const create = doc.paths["/api/projects"].post as { requestBody: { content: { "application/json": { schema: { properties: Record<string, unknown>; required: string[] } } } } };
  const body = create.requestBody.content["application/json"].schema;
  expect(body.properties).toHaveProperty("client");
  expect(body.required).toEqual(expect.arrayContaining(["client", "stage"]));
  expect(body.required).not.toContain("projectCost"); // defaulted: optional for the client
  const get = doc.paths["/api/projects/{id}"].get as { parameters: { name: string; in: string; required: boolean }[] };
  expect(get.parameters).toEqual([expect.objectContaining({ name: "id", in: "path", required: true })]);
});
