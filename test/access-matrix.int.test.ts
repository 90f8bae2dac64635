// Every endpoint × every kind of caller → the status it must get. Each feature adds its rows in
// test/access/<feature>.rows.ts and lists them in test/access/all-rows.ts.
import { call } from "@/test/http";
import { createCast, sessionCookie } from "@/test/fixtures";
import type { Caller, Cast } from "@/test/access/types";
import { allRows as rows } from "@/test/access/all-rows";
const callers: Caller[] = ["anonymous", "pending", "external", "otherExternal", "employee"];

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});

describe.each(rows.map((r) => [r.name, r] as const))("%s", (_name, row) => {
  it.each(callers)("as %s", async (caller) => {
    const input = row.setup ? await row.setup(cast) : {};
    const method = row.name.split(" ")[0];
    // A fresh session per call: a logout row must not sign the caller out of the rows after it.
    const cookie = caller === "anonymous" ? null : await sessionCookie(cast[caller]);
    const res = await call(row.handler, { method, ...input, cookie });
    const status = res.status >= 200 && res.status < 300 ? 200 : res.status;
    expect({ caller, status, body: status === row.expect[caller] ? "" : res.body }).toEqual({ caller, status: row.expect[caller], body: "" });
  });
});
