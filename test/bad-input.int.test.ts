// Whatever a caller sends, no endpoint answers 500: malformed JSON, wrong types, nested objects, huge
// strings, impossible dates and numbers, odd ids and query strings all get a 4xx with an error message
// (or are simply accepted when harmless). Walks every endpoint of the access matrix as an employee and
// as an investor, so each role's code path is exercised. Server actions: test/bad-action-input.test.ts.
import { call } from "@/test/http";
import { createCast, sessionCookie } from "@/test/factories/users";
import type { Cast } from "@/test/access/types";
import { allRows } from "@/test/access/all-rows";

const huge = "x".repeat(100_000);
const poison = (value: unknown) =>
  Object.fromEntries(
    [
      "username", "password", "role", "status", "content", "projectId", "title", "description", "priority", "assignedTo",
      "dueDate", "investorId", "notes", "deploymentQuarter", "stage", "client", "address", "purpose", "type",
      "numberOfChargers", "numberOfSpaces", "projectCost", "itcTaxCredit", "engineeringNotes", "investorSummary",
      "sharedWithInvestors",
    ].map((k) => [k, value]),
  );

const bodies: { label: string; raw?: string; json?: unknown }[] = [
  { label: "malformed JSON", raw: "{not json" },
  { label: "an array", json: [1, 2] },
  { label: "a string", json: "text" },
  { label: "null", json: null },
  { label: "nested objects", json: poison({ $gt: "" }) },
  { label: "arrays", json: poison(["a"]) },
  { label: "huge strings", json: poison(huge) },
  { label: "odd numbers", json: poison(1e308) },
  { label: "impossible dates", json: poison("2025-13-45") },
  { label: "impossible offsets", json: poison("2025-01-01T00:00:00+99:99") },
  { label: "NUL characters", json: poison("a\u0000b") },
  { label: "other control characters", json: poison("bell\u0007 escape\u001b") },
  { label: "a NUL in a key", json: { "na\u0000me": "x", title: "x" } },
  { label: "prototype keys", json: JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}') },
];

const queries = [
  "?days=abc&page=-1&pageSize=1e9&sort=__proto__&order=sideways",
  "?search=%25%5F%5C&stage=%00&quarter=Q9'99&type=L9",
  `?search=${"y".repeat(5000)}`,
  "?search=%00",
  "?search=a%01b&days=%00",
  "?status=sideways",
];
// Path segments as Next hands them over, decoded: a NUL, a control character, a lone surrogate.
const oddIds = ["../../etc/passwd", "x".repeat(300), "'; DROP TABLE projects; --", "\u0000", "abc\u0000def", "a\u001fb", "\ud800"];
// Bodies a cross-site form can send without a preflight: never parsed as JSON.
const notJson = [
  { type: "text/plain", body: '{"username":"x","password":"y","title":"x"}' },
  { type: "application/x-www-form-urlencoded", body: "username=x&password=y&title=x" },
  { type: "multipart/form-data; boundary=b", body: '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--b--\r\n' },
];

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

const endpoints = allRows.filter((row, i) => allRows.findIndex((r) => r.name === row.name) === i);

describe.each(endpoints.map((r) => [r.name, r] as const))("%s", (name, row) => {
  const method = name.split(" ")[0];
  it.each(["employee", "external"] as const)("never answers 500 to bad input (as %s)", async (who) => {
    const base = row.setup ? await row.setup(cast) : {};
    const attempts: Parameters<typeof call>[1][] = [];
    for (const q of queries) attempts.push({ ...base, url: `${base.url ?? "/api/test"}${q}` });
    for (const id of oddIds) attempts.push({ ...base, params: { ...(base.params ?? {}), id, token: id } });
    if (method !== "GET") {
      for (const b of bodies) {
        attempts.push(
          b.raw !== undefined
            ? { ...base, rawBody: b.raw, headers: { "content-type": "application/json" } }
            : { ...base, body: b.json, rawBody: undefined },
        );
      }
      for (const n of notJson) attempts.push({ ...base, body: undefined, rawBody: n.body, headers: { "content-type": n.type } });
    }
    let cookie = await sessionCookie(cast[who]);
    for (const attempt of attempts) {
      const res = await call(row.handler, { method, ...attempt, cookie });
      if (res.status >= 500) {
        throw new Error(`${name} answered ${res.status} to ${JSON.stringify(attempt).slice(0, 160)}: ${res.text.slice(0, 300)}`);
      }
      if (res.status >= 400) expect(typeof res.body?.error).toBe("string");
      // An attempt that ended the session (a logout, "sign out all others") must not leave the rest signed out.
      if (res.status === 401) cookie = await sessionCookie(cast[who]);
    }
  });
});
