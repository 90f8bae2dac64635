import "server-only";
// An investor's own education credits for one calendar year, and the spec's summary.
import { getDb } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { yearRange } from "@/lib/requirements/dates";
import { creditSelect, presentCredit, type EducationCredit } from "@/lib/requirements/credits/presenter";

type Actor = Pick<SessionUser, "id" | "role">;

export async function listEducationCredits(actor: Actor, year: number): Promise<EducationCredit[]> {
  authorize(actor, "education-credits.log");
  const db = await getDb();
  const { from, to } = yearRange(year);
  const rows = await db.educationCredit.findMany({
    where: { userId: actor.id, completionDate: { gte: new Date(`${from}T00:00:00Z`), lt: new Date(`${to}T00:00:00Z`) } },
    select: creditSelect,
    orderBy: [{ completionDate: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(presentCredit);
}

export type EducationSummary = { year: number; totalSubmissions: number; approvedSubmissions: number; pendingSubmissions: number; rejectedSubmissions: number };

export async function getEducationSummary(actor: Actor, year: number): Promise<EducationSummary> {
  authorize(actor, "education-credits.log");
  const db = await getDb();
  const { from, to } = yearRange(year);
  const [row] = await db.$queryRaw<Omit<EducationSummary, "year">[]>`
    SELECT count(*)::int AS "totalSubmissions",
           (count(*) FILTER (WHERE status = 'approved'))::int AS "approvedSubmissions",
           (count(*) FILTER (WHERE status = 'pending'))::int AS "pendingSubmissions",
           (count(*) FILTER (WHERE status = 'rejected'))::int AS "rejectedSubmissions"
    FROM education_credits WHERE "userId" = ${actor.id} AND "completionDate" >= ${from}::date AND "completionDate" < ${to}::date`;
  return { year, ...row };
}
