// Project Reservations' server read against a real database: the approval queue and the waitlists reach the
// dialog as GET /api/admin/pending-reservations and GET /api/admin/waitlists answer them (dates as ISO text).
import { readReservationManagement } from "@/app/(portal)/_views/reservation-management";
import { joinWaitlist } from "@/lib/reservations/waitlist";
import type { SessionUser } from "@/lib/session";
import { createUser } from "@/test/factories/users";
import { makeAvailableProject } from "@/test/factories/projects";

const actor = (u: { id: string; username: string; role: "employee" | "external" }) => ({ ...u, status: "approved", createdAt: new Date() }) as SessionUser;

test("the pending reservation and the line behind it, in the routes' shape", async () => {
  const emma = actor(await createUser("emma.rm", "employee"));
  const ivan = actor(await createUser("ivan.rm", "external"));
  const ada = actor(await createUser("ada.rm", "external"));
  const held = await makeAvailableProject({ client: "Queue Depot", reservedBy: ivan.id, reservationStatus: "pending", reservationNotes: "For Q3" });
  await joinWaitlist(ada, held.id);

  const read = await readReservationManagement(emma, { tab: "pending", search: "" });
  expect(read.tab).toBe("pending");
  if (!("data" in read.pending) || !("data" in read.waitlists)) throw new Error(`expected both lists, got ${JSON.stringify(read)}`);
  expect(read.pending.data.find((r) => r.id === held.id)).toEqual({
    id: held.id,
    client: "Queue Depot",
    address: held.address,
    projectCost: "100000.00",
    reservedBy: ivan.id,
    reservedByUsername: "ivan.rm",
    reservedAt: held.reservedAt!.toISOString(),
    reservationNotes: "For Q3",
  });
  expect(read.waitlists.data.find((w) => w.projectId === held.id)).toEqual({
    projectId: held.id,
    client: "Queue Depot",
    holder: { username: "ivan.rm", reservationStatus: "pending" },
    entries: [{ place: 1, userId: ada.id, username: "ada.rm", joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), ready: false }],
  });
});
