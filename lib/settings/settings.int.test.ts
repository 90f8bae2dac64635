import { getDb } from "@/lib/db";
import { getSetting, setSetting } from "@/lib/settings/service";
import { createUser } from "@/test/factories/users";

const auditRows = async () => (await getDb()).auditLog.findMany({ where: { entityType: "setting", entityId: "itc.recaptureYears" }, orderBy: { createdAt: "asc" } });

afterEach(async () => {
  await (await getDb()).setting.deleteMany({});
});

let employee: { id: string };
beforeAll(async () => {
  employee = await createUser("sam.settings", "employee");
});

it("reads the default until someone sets a value, then the stored value", async () => {
  expect(await getSetting("itc.recaptureYears")).toBe(3);
  expect(await getSetting("pipeline.idleLimits")).toEqual({ Pipeline: 30, BestCase: 21, Committed: 14, Contracted: 30, Deployed: null });
  await setSetting(employee.id, "itc.recaptureYears", 5);
  expect(await getSetting("itc.recaptureYears")).toBe(5);
});

it("audits a change once, and a save that changes nothing not at all", async () => {
  const before = (await auditRows()).length;
  await setSetting(employee.id, "itc.recaptureYears", 4);
  await setSetting(employee.id, "itc.recaptureYears", 4);
  const rows = (await auditRows()).slice(before);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ event: "setting.updated", userId: employee.id, oldValues: { value: "3" }, newValues: { value: "4" } });
});

it("refuses a value outside the setting's schema and keeps the old one", async () => {
  await expect(setSetting(employee.id, "itc.recaptureYears", -1)).rejects.toMatchObject({ status: 400 });
  expect(await getSetting("itc.recaptureYears")).toBe(3);
});
