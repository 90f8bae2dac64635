// The Edit Activity Report names hour entries and credits through their resolvers (lib/audit-report/resolvers.ts),
// live ones with their investor and deleted ones from their audit history.
import { POST as logHours } from "@/app/api/service-hours/route";
import { DELETE as deleteHours } from "@/app/api/service-hours/[id]/route";
import { POST as logCredit } from "@/app/api/education-credits/route";
import { POST as approveCredit } from "@/app/api/admin/education-credits/[id]/approve/route";
import { nameRecords } from "@/lib/audit-report/resolvers";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createCast } from "@/test/factories/users";
import { day } from "@/test/factories/requirements";

type Cast = Awaited<ReturnType<typeof createCast>>;
let cast: Cast;

beforeAll(async () => {
  cast = await createCast();
});

it("names a live hour entry by hours, day and investor, and a deleted one from its history", async () => {
  const as = { cookie: cast.external.cookie };
  const kept = (await call(logHours, { ...as, body: { serviceDate: day("05-02"), hours: "2.5", category: "monitoring", description: "Uptime review" } })).body.id;
  const gone = (await call(logHours, { ...as, body: { serviceDate: day("05-03"), hours: "4", category: "compliance", description: "Filing" } })).body.id;
  expect((await call(deleteHours, { ...as, method: "DELETE", params: { id: gone } })).status).toBe(200);
  const names = await nameRecords(await getDb(), [
    { entityType: "service-hours", entityId: kept },
    { entityType: "service-hours", entityId: gone },
  ]);
  expect(names.get(`service-hours:${kept}`)?.name).toBe(`2.5 h on ${day("05-02")} (${cast.external.username})`);
  expect(names.get(`service-hours:${gone}`)?.name).toBe(`4 h on ${day("05-03")}`);
});

it("names a credit by its course and investor, and writes the approval as education-credit.approved", async () => {
  const id = (await call(logCredit, { cookie: cast.external.cookie, body: { courseName: "Battery safety", provider: "EV Institute", creditHours: "2", completionDate: day("06-01") } })).body.id;
  expect((await call(approveCredit, { cookie: cast.employee.cookie, method: "POST", params: { id } })).status).toBe(200);
  const db = await getDb();
  const rows = await db.auditLog.findMany({ where: { entityType: "education-credit", entityId: id }, orderBy: { createdAt: "asc" } });
  expect(rows.map((r) => r.event)).toEqual(["education-credit.logged", "education-credit.approved"]);
  expect(rows[1]).toMatchObject({ userId: cast.employee.id, oldValues: { status: "pending" }, newValues: { status: "approved", approvedBy: cast.employee.id } });
  const names = await nameRecords(db, [{ entityType: "education-credit", entityId: id }]);
  expect(names.get(`education-credit:${id}`)?.name).toBe(`Battery safety (${cast.external.username})`);
});
