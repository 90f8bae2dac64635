import { apiRequest, getQueryFn, urlForQueryKey } from "@/lib/client/api";
import { mockFetch } from "@/lib/client/test-utils";
import type { QueryFunctionContext } from "@tanstack/react-query";

const ctx = (queryKey: unknown[]) => ({ queryKey, signal: new AbortController().signal }) as unknown as QueryFunctionContext;

test("a failure with a JSON error field throws that text", async () => {
  mockFetch(() => ({ status: 409, body: { error: "Project is already reserved" } }));
  await expect(apiRequest("POST", "/api/projects/1/reserve")).rejects.toThrow(/^Project is already reserved$/);
});

test("any other failure throws 'status: body text', or the status text when the body is empty", async () => {
  mockFetch(() => ({ status: 502, text: "Bad gateway from proxy" }));
  await expect(apiRequest("GET", "/api/x")).rejects.toThrow(/^502: Bad gateway from proxy$/);
  mockFetch(() => ({ status: 500, text: "" }));
  await expect(apiRequest("GET", "/api/x")).rejects.toThrow(/^500: Status 500$/);
});

test("a success that is not JSON throws 'Expected JSON response, got: ' and 100 characters", async () => {
  const page = "<!doctype html>" + "y".repeat(300);
  mockFetch(() => ({ text: page }));
  await expect(apiRequest("GET", "/api/x")).rejects.toThrow(`Expected JSON response, got: ${page.slice(0, 100)}`);
});

test("requests send cookies and JSON", async () => {
  const fetch = mockFetch(() => ({ body: { ok: true } }));
  await expect(apiRequest("PUT", "/api/projects/1", { client: "Acme" })).resolves.toEqual({ ok: true });
  const init = fetch.mock.calls[0][1] as RequestInit;
  expect(init).toMatchObject({ method: "PUT", credentials: "include", body: JSON.stringify({ client: "Acme" }) });
  expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
});

test("query keys join with '/', a trailing object becomes the query string", () => {
  expect(urlForQueryKey(["/api/projects", "p1", "comments"])).toBe("/api/projects/p1/comments");
  expect(urlForQueryKey(["/api/projects", { stage: "Best Case", quarter: "", type: undefined }])).toBe("/api/projects?stage=Best+Case");
});

test("the default query function yields null on 401 when asked to, and throws otherwise", async () => {
  mockFetch(() => ({ status: 401, body: { error: "Not authenticated" } }));
  await expect(getQueryFn({ on401: "returnNull" })(ctx(["/api/auth/me"]))).resolves.toBeNull();
  await expect(getQueryFn({ on401: "throw" })(ctx(["/api/auth/me"]))).rejects.toThrow("Not authenticated");
});
