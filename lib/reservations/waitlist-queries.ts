// Reading the waitlists: an investor their own places only (never who else waits), employees every line.
import "server-only";
import { getDb } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { readinessOfMany } from "@/lib/readiness/queries";
import { inLine } from "@/lib/reservations/waitlist-policy";

export type MyPlace = { projectId: string; place: number };

/** GET /api/waitlist: the caller's place in each line they are in. */
export async function listMyPlaces(actor: SessionUser): Promise<MyPlace[]> {
  authorize(actor, "projects.reserve");
  const db = await getDb();
  return db.$queryRaw<MyPlace[]>`
    SELECT "projectId", place FROM (
      SELECT "projectId", "userId", (row_number() OVER (PARTITION BY "projectId" ORDER BY seq))::int AS place
      FROM waitlist_entries
      WHERE "projectId" IN (SELECT "projectId" FROM waitlist_entries WHERE "userId" = ${actor.id})
    ) w
    WHERE "userId" = ${actor.id}
    ORDER BY "projectId"`;
}

export type ProjectWaitlist = {
  projectId: string;
  client: string;
  holder: { username: string; reservationStatus: "pending" | "approved" | "rejected" | null } | null;
  entries: { place: number; userId: string; username: string; joinedAt: Date; ready: boolean }[];
};

/** GET /api/admin/waitlists: every project with someone in line, by client; each line in order, with who is ready. */
export async function listWaitlists(actor: SessionUser): Promise<ProjectWaitlist[]> {
  authorize(actor, "reservations.approve");
  const db = await getDb();
  const rows = await db.waitlistEntry.findMany({
    select: {
      userId: true,
      seq: true,
      joinedAt: true,
      user: { select: { username: true } },
      project: { select: { id: true, client: true, reservationStatus: true, reservedByUser: { select: { username: true } } } },
    },
    orderBy: [{ project: { client: "asc" } }, { projectId: "asc" }, { seq: "asc" }],
  });
  const readiness = await readinessOfMany([...new Set(rows.map((r) => r.userId))], db);
  const byProject = new Map<string, ProjectWaitlist>();
  for (const row of inLine(rows)) {
    const p = row.project;
    const list = byProject.get(p.id) ?? {
      projectId: p.id,
      client: p.client,
      holder: p.reservedByUser ? { username: p.reservedByUser.username, reservationStatus: p.reservationStatus } : null,
      entries: [],
    };
    list.entries.push({ place: list.entries.length + 1, userId: row.userId, username: row.user.username, joinedAt: row.joinedAt, ready: readiness.get(row.userId)!.ready });
    byProject.set(p.id, list);
  }
  return [...byProject.values()].sort((a, b) => a.client.localeCompare(b.client) || a.projectId.localeCompare(b.projectId));
}
