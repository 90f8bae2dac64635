import "server-only";
import { getDb } from "@/lib/db";
import { approvedInvestorWhere } from "@/lib/users/approved-investor";
import { readinessOfMany, readinessRequired } from "@/lib/readiness/queries";
import type { ReadinessItem } from "@/lib/readiness/policy";

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

/** An investor the reservation dialog's picker offers; `checklist`: what they lack, when not ready while readiness is required. */
export type InvestorChoice = { id: string; username: string; ready: boolean | null; checklist: ReadinessItem[] | null };

/**
 * The investor picker of the reservation dialog: exactly the users a reservation may be made for, and
 * whether each is ready to reserve while the firm requires it (`ready` null when it does not), so the
 * picker says who is and the form asks for an override reason, beside the investor's checklist, as soon
 * as a not-ready one is chosen.
 */
export async function listInvestorReadiness(): Promise<InvestorChoice[]> {
  const db = await getDb();
  const [investors, required] = await Promise.all([
    db.user.findMany({ where: approvedInvestorWhere, select: { id: true, username: true }, orderBy: { username: "asc" } }),
    readinessRequired(db),
  ]);
  if (!required) return investors.map((i) => ({ ...i, ready: null, checklist: null }));
  const readiness = await readinessOfMany(investors.map((i) => i.id), db);
  return investors.map((i) => {
    const { ready, items } = readiness.get(i.id)!;
    return { ...i, ready, checklist: ready ? null : items };
  });
}

/** The same investors for the other pickers and GET /api/admin/investors: id, username and whether ready, nothing more. */
export async function listInvestorChoices(): Promise<{ id: string; username: string; ready: boolean | null }[]> {
  return (await listInvestorReadiness()).map(({ id, username, ready }) => ({ id, username, ready }));
}
