// A double-submitted Log Hours or Log Credits (the dialogs send one Idempotency-Key per form submission):
// the repeat returns the first entry and only one row exists (DESIGN.md "Double submits").
import { POST as logHours } from "@/app/api/service-hours/route";
import { POST as logCredit } from "@/app/api/education-credits/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createCast, type TestUser } from "@/test/factories/users";
import { day } from "@/test/factories/requirements";

let ivan: TestUser, olga: TestUser;
beforeAll(async () => {
  ({ external: ivan, otherExternal: olga } = await createCast());
});

const HOURS = { serviceDate: day("04-02"), hours: "1.5", category: "compliance", description: "Idempotent quarterly filing" };
const CREDIT = { courseName: "Idempotent course", provider: "Utility Institute", creditHours: "2.5", completionDate: day("04-03"), description: "" };

type Handler = Parameters<typeof call>[0];
const post = (handler: Handler, who: TestUser, body: unknown, key?: string) =>
  call(handler, { cookie: who.cookie, method: "POST", body, headers: key ? { "Idempotency-Key": key } : {} });

describe.each<[string, Handler, object, () => Promise<number>, string]>([
  ["POST /api/service-hours", logHours, HOURS, async () => (await getDb()).serviceHours.count({ where: { description: HOURS.description } }), "service-hours"],
  ["POST /api/education-credits", logCredit, CREDIT, async () => (await getDb()).educationCredit.count({ where: { courseName: CREDIT.courseName } }), "education-credit"],
])("%s", (_name, handler, body, count, entityType) => {
  it("answers a repeat of one key with the first entry and creates one row and one audit row", async () => {
    const before = await count();
    const first = await post(handler, ivan, body, `${entityType}-once`);
    expect(first.status).toBe(201);
    const again = await post(handler, ivan, body, `${entityType}-once`);
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
    expect(await (await getDb()).auditLog.count({ where: { entityType, entityId: first.body.id } })).toBe(1);
  });

  it("creates one row when the same key arrives twice at once", async () => {
    const before = await count();
    const [a, b] = await Promise.all([post(handler, ivan, body, `${entityType}-race`), post(handler, ivan, body, `${entityType}-race`)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await count()).toBe(before + 1);
  });

  it("keeps keys per user and lets requests without a key create each time", async () => {
    const before = await count();
    const mine = await post(handler, ivan, body, `${entityType}-shared`);
    const theirs = await post(handler, olga, body, `${entityType}-shared`);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.userId).toBe(olga.id);
    await post(handler, ivan, body);
    await post(handler, ivan, body);
    expect(await count()).toBe(before + 4);
  });
});
