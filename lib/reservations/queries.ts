import "server-only";
import { getDb } from "@/lib/db";
import { approvedInvestorWhere } from "@/lib/users/approved-investor";

export type PendingReservation = {
  id: string;
  client: string;
  address: string;
  projectCost: string;
  reservedBy: string;
  reservedByUsername: string;
  reservedAt: Date | null;
  reservationNotes: string | null;
};

/** The employees' approval queue, oldest request first. */
export async function listPendingReservations(): Promise<PendingReservation[]> {
  const db = await getDb();
  const rows = await db.project.findMany({
    where: { reservationStatus: "pending", reservedBy: { not: null } },
    select: {
      id: true,
      client: true,
      address: true,
      projectCost: true,
      reservedBy: true,
      reservedAt: true,
      reservationNotes: true,
      reservedByUser: { select: { username: true } },
    },
    orderBy: [{ reservedAt: "asc" }, { id: "asc" }],
  });
  return rows.map(({ reservedByUser, projectCost, reservedBy, ...row }) => ({
    ...row,
    projectCost: projectCost.toFixed(2),
    reservedBy: reservedBy!,
    reservedByUsername: reservedByUser!.username,
  }));
}

/** The investor picker of the reservation dialog: exactly the users a reservation may be made for. */
export async function listInvestorChoices(): Promise<{ id: string; username: string }[]> {
  const db = await getDb();
  return db.user.findMany({ where: approvedInvestorWhere, select: { id: true, username: true }, orderBy: { username: "asc" } });
}
