// The reservation services check the capability themselves: a new caller (an action, a script) that
// forgets the route's gate still cannot approve, reject or reserve on someone's behalf.
import { getDb } from "@/lib/db";
import { approveReservation, rejectReservation, reserveProjectFor } from "@/lib/reservations/service";
import { makeAvailableProject } from "@/test/factories/projects";
import { createCast, type TestUser } from "@/test/factories/users";
import type { SessionUser } from "@/lib/session";

const actor = (u: TestUser): SessionUser => ({ ...u, createdAt: new Date(), sessionId: "not-used" });

let ivan: TestUser, olga: TestUser;
beforeAll(async () => {
  ({ external: ivan, otherExternal: olga } = await createCast());
});

test("an investor is refused approve, reject and reserve-on-behalf at the service, and nothing changes", async () => {
  const db = await getDb();
  const held = await makeAvailableProject({ reservedBy: ivan.id, reservedAt: new Date(), reservationStatus: "pending" });
  const free = await makeAvailableProject();
  const refused = { code: "FORBIDDEN", message: "Employee access required" };

  await expect(approveReservation(actor(ivan), held.id)).rejects.toMatchObject(refused);
  await expect(rejectReservation(actor(olga), held.id, { notes: null })).rejects.toMatchObject(refused);
  await expect(reserveProjectFor(actor(ivan), free.id, { investorId: ivan.username, notes: null, overrideReason: null })).rejects.toMatchObject(refused);

  expect(await db.project.findUniqueOrThrow({ where: { id: held.id } })).toMatchObject({ reservationStatus: "pending", ownedBy: null });
  expect(await db.project.findUniqueOrThrow({ where: { id: free.id } })).toMatchObject({ reservedBy: null });
  expect(await db.auditLog.count({ where: { entityId: { in: [held.id, free.id] } } })).toBe(0);
});
