import { z } from "zod";
import { refresh } from "next/cache";
import { AppError } from "@/lib/errors";
import { action } from "@/lib/action";
import { createCast, sessionCookie, type TestUser } from "@/test/factories/users";

let cookie: string | undefined;
jest.mock("next/headers", () => ({ cookies: async () => ({ get: () => (cookie ? { value: cookie } : undefined) }) }));

let employee: TestUser;
beforeAll(async () => {
  employee = (await createCast()).employee;
  cookie = (await sessionCookie(employee)).split("=").slice(1).join("=");
});

const count = { calls: 0 };
const createThing = action({ permission: "projects.write", input: z.object({ name: z.string().min(1, "Name is required") }), idempotent: "test.create" }, async ({ input }) => {
  count.calls += 1;
  return { name: input.name, n: count.calls };
});

test("one submission's key runs the work once, however often it is sent", async () => {
  const key = "k-" + Math.random();
  const results = await Promise.all([createThing({ name: "a" }, { idempotencyKey: key }), createThing({ name: "a" }, { idempotencyKey: key })]);
  expect(count.calls).toBe(1);
  expect(results[0]).toEqual(results[1]);
  expect(results[0]).toEqual({ ok: true, data: { name: "a", n: 1 } });
});

test("bad input is a result with field errors, and the work does not run", async () => {
  const before = count.calls;
  expect(await createThing({ name: "" })).toEqual({ ok: false, status: 400, error: "Name is required", fieldErrors: { name: ["Name is required"] } });
  expect(count.calls).toBe(before);
});

test("a signed-out caller gets the route's 401 text", async () => {
  const saved = cookie;
  cookie = undefined;
  expect(await createThing({ name: "x" })).toEqual({ ok: false, status: 401, error: "Not authenticated" });
  cookie = saved;
});

test("a refusal re-renders the calling page when what it showed is gone (409, 404), not for bad input", async () => {
  const refuse = action({ permission: "projects.write", input: z.object({ code: z.enum(["CONFLICT", "NOT_FOUND", "BAD_REQUEST"]) }) }, async ({ input }) => {
    throw new AppError(input.code, "refused");
  });
  const refreshed = async (code: "CONFLICT" | "NOT_FOUND" | "BAD_REQUEST") => {
    jest.mocked(refresh).mockClear();
    await refuse({ code });
    return jest.mocked(refresh).mock.calls.length > 0;
  };
  expect(await refreshed("CONFLICT")).toBe(true);
  expect(await refreshed("NOT_FOUND")).toBe(true);
  expect(await refreshed("BAD_REQUEST")).toBe(false);
});
