// The legal team approves while the investor adds a redline, many times over: both run under the
// version's row lock, so either the approval lands first (the redline is kept on the approved version)
// or the redline does (the version is redlined and the approval is a 409). Never a 500, never a mix.
import { PATCH as patchStatus } from "@/app/api/templates/versions/[id]/status/route";
import { POST as createThread } from "@/app/api/templates/threads/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser, type TestUser } from "@/test/factories/users";
import { makeVersion, SELECTION } from "@/test/factories/agreements";

let employee: TestUser;
let investor: TestUser;
beforeAll(async () => {
  employee = await createUser("race.legal", "employee");
  investor = await createUser("race.investor");
});

it("approve and first redline at once: a consistent result every time", async () => {
  const db = await getDb();
  for (let round = 0; round < 8; round++) {
    const v = await makeVersion(investor.id, "reviewing");
    const [approval, thread] = await Promise.all([
      call(patchStatus, { method: "PATCH", cookie: employee.cookie, params: { id: v.id }, body: { status: "approved", note: "Fine as is" } }),
      call(createThread, { cookie: investor.cookie, body: { templateVersionId: v.id, ...SELECTION, comment: "Wait, one change" } }),
    ]);
    expect(thread.status).toBe(201);
    const row = await db.investorTemplateVersion.findUniqueOrThrow({ where: { id: v.id } });
    const statusAudits = await db.auditLog.count({ where: { entityType: "template-version", entityId: v.id } });
    if (approval.status === 200) {
      // Approved first: the redline found an approved version and left it so.
      expect(thread.body.versionStatus).toBe("approved");
      expect(row).toMatchObject({ status: "approved", approvedBy: employee.id, redlineSubmittedAt: null });
    } else {
      expect(approval.status).toBe(409);
      expect(approval.body.error).toBe("This template version is redlined; it cannot move to approved");
      expect(row).toMatchObject({ status: "redlined", approvedAt: null, approvedBy: null });
    }
    expect(statusAudits).toBe(1);
    expect(await db.redlineThread.count({ where: { versionId: v.id } })).toBe(1);
  }
});
