// setUserStatus checks users.approve itself, whoever calls it.
import { getDb } from "@/lib/db";
import { setUserStatus } from "@/lib/users/service";
import { createCast, createUser, type TestUser } from "@/test/factories/users";
import type { SessionUser } from "@/lib/session";

const actor = (u: TestUser): SessionUser => ({ ...u, createdAt: new Date(), sessionId: "not-used" });

test("an investor cannot approve or deny an account at the service, and nothing changes", async () => {
  const { external } = await createCast();
  const applicant = await createUser("applicant.svc", "external", "pending");
  for (const status of ["approved", "denied"] as const) {
    await expect(setUserStatus(actor(external), applicant.id, status)).rejects.toMatchObject({ code: "FORBIDDEN", message: "Employee access required" });
  }
  const db = await getDb();
  expect((await db.user.findUniqueOrThrow({ where: { id: applicant.id } })).status).toBe("pending");
  expect(await db.auditLog.count({ where: { entityType: "user", entityId: applicant.id, userId: external.id } })).toBe(0);
});
