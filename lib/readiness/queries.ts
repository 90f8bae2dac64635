// The facts behind the readiness rule (lib/readiness/policy.ts), for any number of investors in two
// reads, on the caller's transaction when there is one (the reservation gate and the waitlist promotion
// read them under their row locks). "Accepted" is the deal room's own decision on a document that still
// has its file or link; "fully executed" is the MSA policy's own test on the investor's latest MSA.
import "server-only";
import { getDb, type Db, type Tx } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import { notFound } from "@/lib/errors";
import { executionState, parseSignatureData } from "@/lib/agreements/msa/policy";
import { getSetting } from "@/lib/settings/service";
import type { SessionUser } from "@/lib/session";
import { readinessOf, type Readiness, type ReadinessView } from "@/lib/readiness/policy";
import { approvedInvestorWhere } from "@/lib/users/approved-investor";

export async function readinessOfMany(userIds: string[], db?: Db | Tx): Promise<Map<string, Readiness>> {
  const client = db ?? (await getDb());
  const [documents, msas] = await Promise.all([
    client.document.groupBy({
      by: ["userId"],
      where: { userId: { in: userIds }, reviewStatus: "accepted", OR: [{ filePath: { not: null } }, { googleDocUrl: { not: null } }] },
      _count: { _all: true },
    }),
    client.msa.findMany({
      where: { investorId: { in: userIds }, template: { category: "msa" } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      distinct: ["investorId"],
      select: { investorId: true, signatureData: true },
    }),
  ]);
  const accepted = new Map(documents.map((d) => [d.userId, d._count._all]));
  const executed = new Map(msas.map((m) => [m.investorId, executionState(parseSignatureData(m.signatureData)) === "Fully Executed"]));
  return new Map(userIds.map((id) => [id, readinessOf({ acceptedDocuments: accepted.get(id) ?? 0, msaExecuted: executed.get(id) ?? false })]));
}

export async function readinessOfUser(userId: string, db?: Db | Tx): Promise<Readiness> {
  return (await readinessOfMany([userId], db)).get(userId)!;
}

/** Whether the firm asks for readiness ("Require readiness to reserve"); off on a fresh install. */
export const readinessRequired = (db?: Db | Tx) => getSetting("reservations.requireReadiness", db);

/** Issue 22 §1: while the firm requires readiness, what keeps the investor from holding a project (null: nothing). */
export async function unmetReadiness(tx: Db | Tx, investorId: string): Promise<Readiness | null> {
  if (!(await readinessRequired(tx))) return null;
  const readiness = await readinessOfUser(investorId, tx);
  return readiness.ready ? null : readiness;
}

/** GET /api/readiness: the caller's own checklist, and whether reserving needs it. */
export async function getMyReadiness(actor: SessionUser): Promise<ReadinessView> {
  authorize(actor, "projects.reserve");
  const [required, readiness] = await Promise.all([readinessRequired(), readinessOfUser(actor.id)]);
  return { required, ...readiness };
}

/** GET /api/admin/investors/{id}/readiness: an approved investor's checklist, for the employee reserving on their behalf. */
export async function getInvestorReadiness(actor: SessionUser, investorId: string): Promise<ReadinessView> {
  authorize(actor, "reservations.approve");
  const db = await getDb();
  const investor = await db.user.findFirst({ where: { id: investorId, ...approvedInvestorWhere }, select: { id: true } });
  if (!investor) throw notFound("Investor not found or not approved");
  const [required, readiness] = await Promise.all([readinessRequired(db), readinessOfUser(investor.id, db)]);
  return { required, ...readiness };
}
