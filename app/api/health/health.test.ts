import { GET } from "@/app/api/health/route";

test("the liveness answer is never cached (issue 30)", async () => {
  const res = await GET();
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
  expect(res.headers.get("cache-control")).toBe("no-store");
});
