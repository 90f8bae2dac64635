// The audit report checks audit.read itself, whoever calls it.
import { getAuditReport } from "@/lib/audit-report/report";

test("the report refuses an investor and a missing actor at the service", async () => {
  await expect(getAuditReport({ role: "external" }, 30)).rejects.toMatchObject({ code: "FORBIDDEN", message: "Employee access required" });
  await expect(getAuditReport(null as unknown as { role: "external" }, 30)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  await expect(getAuditReport({ role: "employee" }, 7)).resolves.toMatchObject({ days: 7 });
});
