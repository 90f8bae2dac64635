// Approve, deny and revoke move an account only from the status the employee's screen showed.
import { GET as me } from "@/app/api/auth/me/route";
import { POST as deny } from "@/app/api/admin/users/[id]/deny/route";
import { POST as approve } from "@/app/api/admin/users/[id]/approve/route";
import { getDb } from "@/lib/db";
import { call } from "@/test/http";
import { createUser } from "@/test/factories/users";

const statusOf = async (id: string) => (await (await getDb()).user.findUniqueOrThrow({ where: { id } })).status;

test("a stale Deny does not overturn a colleague's Approve: 409 naming who approved, nothing changes", async () => {
  const ann = await createUser("ann.employee", "employee");
  const ben = await createUser("ben.employee", "employee");
  const applicant = await createUser("applicant.stale", "external", "pending");

  // Both screens showed "pending"; Ann approves first.
  const first = await call(approve, { cookie: ann.cookie, params: { id: applicant.id }, body: { expectedStatus: "pending" } });
  expect(first.status).toBe(200);
  const stale = await call(deny, { cookie: ben.cookie, params: { id: applicant.id }, body: { expectedStatus: "pending" } });
  expect(stale.status).toBe(409);
  expect(stale.body.error).toBe("This account was already approved by ann.employee");
  expect(await statusOf(applicant.id)).toBe("approved");
  const db = await getDb();
  expect(await db.auditLog.count({ where: { entityType: "user", entityId: applicant.id, userId: ben.id } })).toBe(0);

  // A stale Approve after a Deny is refused the same way.
  const other = await createUser("applicant.other", "external", "pending");
  expect((await call(deny, { cookie: ben.cookie, params: { id: other.id }, body: { expectedStatus: "pending" } })).status).toBe(200);
  const late = await call(approve, { cookie: ann.cookie, params: { id: other.id }, body: { expectedStatus: "pending" } });
  expect(late).toMatchObject({ status: 409, body: { error: "This account was already denied by ben.employee" } });
  expect(await statusOf(other.id)).toBe("denied");
});

test("revoking an approved account ends its sessions at once and is audited as a revocation", async () => {
  const boss = await createUser("boss.revoke", "employee");
  const investor = await createUser("investor.revoke", "external", "approved");
  expect((await call(me, { cookie: investor.cookie })).status).toBe(200);

  const res = await call(deny, { cookie: boss.cookie, params: { id: investor.id }, body: { expectedStatus: "approved" } });
  expect(res).toMatchObject({ status: 200, body: { username: "investor.revoke", status: "denied" } });
  expect((await call(me, { cookie: investor.cookie })).status).toBe(401);
  const db = await getDb();
  const audit = await db.auditLog.findFirst({ where: { entityType: "user", entityId: investor.id, userId: boss.id } });
  expect(audit).toMatchObject({ event: "user.revoked", oldValues: { status: "approved" }, newValues: { status: "denied" } });

  // Repeating the revocation from the same (now stale) screen is a 409, not a second change.
  const again = await call(deny, { cookie: boss.cookie, params: { id: investor.id }, body: { expectedStatus: "approved" } });
  expect(again).toMatchObject({ status: 409, body: { error: "This account was already denied by boss.revoke" } });
});

test("without an expected status (the spec's own client) approve and deny still work", async () => {
  const boss = await createUser("boss.plain", "employee");
  const applicant = await createUser("applicant.plain", "external", "pending");
  expect((await call(approve, { cookie: boss.cookie, method: "POST", params: { id: applicant.id } })).status).toBe(200);
  expect(await statusOf(applicant.id)).toBe("approved");
  expect((await call(approve, { cookie: boss.cookie, params: { id: applicant.id }, body: { expectedStatus: "bogus" } })).status).toBe(400);
});
