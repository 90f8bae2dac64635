import { apiRequest, GENERIC_FAILURE, readJsonResponse, serverText } from "@/lib/client/api";
import { mockFetch } from "@/lib/client/test-utils";

test("a failure with a JSON error field throws that text", async () => {
  mockFetch(() => ({ status: 409, body: { error: "Project is already reserved" } }));
  await expect(apiRequest("POST", "/api/projects/1/reserve")).rejects.toThrow(/^Project is already reserved$/);
});

test("a failure without an error string shows the caller's fallback, never a status code, '{}' or HTML", async () => {
  const page = "<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>";
  for (const answer of [{ status: 500, body: {} }, { status: 502, text: page }, { status: 500, text: "" }, { status: 503, body: { error: 42 } }]) {
    mockFetch(() => answer);
    await expect(apiRequest("POST", "/api/projects/1/comments", { content: "x" }, "Failed to create comment")).rejects.toThrow(/^Failed to create comment$/);
    mockFetch(() => answer);
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow(new RegExp(`^${GENERIC_FAILURE.replace(/\./g, "\\.")}$`));
  }
});

test("the server's own text is kept apart from the fallback", async () => {
  mockFetch(() => ({ status: 500, body: {} }));
  const silent = await apiRequest("GET", "/api/x").catch((e: unknown) => e);
  expect(serverText(silent)).toBeUndefined();
  mockFetch(() => ({ status: 409, body: { error: "Already reserved" } }));
  expect(serverText(await apiRequest("GET", "/api/x").catch((e: unknown) => e))).toBe("Already reserved");
});

test("a success that is not JSON (a proxy's page) fails with the fallback, not the page", async () => {
  mockFetch(() => ({ text: "<!doctype html>" + "y".repeat(300) }));
  await expect(readJsonResponse(await fetch("/api/auth/login"), "Login failed")).rejects.toThrow(/^Login failed$/);
});

test("requests send cookies and JSON", async () => {
  const fetch = mockFetch(() => ({ body: { ok: true } }));
  await expect(apiRequest("PUT", "/api/projects/1", { client: "Acme" })).resolves.toEqual({ ok: true });
  const init = fetch.mock.calls[0][1] as RequestInit;
  expect(init).toMatchObject({ method: "PUT", credentials: "include", body: JSON.stringify({ client: "Acme" }) });
  expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
});

test("a request that never reaches the server fails with the fallback; an abort stays an abort", async () => {
  global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) as unknown as typeof fetch;
  await expect(apiRequest("POST", "/api/templates/threads", { comment: "x" }, "Failed to create redline thread")).rejects.toThrow(/^Failed to create redline thread$/);
  const aborted = new AbortController();
  aborted.abort();
  global.fetch = jest.fn().mockRejectedValue(new DOMException("Aborted", "AbortError")) as unknown as typeof fetch;
  await expect(apiRequest("GET", "/api/templates", undefined, "Failed to fetch templates", { signal: aborted.signal })).rejects.toThrow("Aborted");
});
