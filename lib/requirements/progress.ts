import "server-only";
// Requirements progress (spec 2 §3) for one calendar year, computed in SQL over hour-sources.ts:
// approved service hours + approved education hours = totalHours toward the required 100.
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { REQUIRED_HOURS } from "@/lib/requirements/dates";
import { hourSources, sumText } from "@/lib/requirements/hour-sources";

const REQUIRED = `${REQUIRED_HOURS}.00`;

export type RequirementsProgress = {
  year: number;
  totalCredits: string;
  approvedCredits: string;
  pendingCredits: string;
  requiredCredits: string;
  remainingCredits: string;
  serviceHours: string;
  educationHours: string;
  pendingServiceHours: string;
  totalHours: string;
  requiredHours: string;
  remainingHours: string;
  progressPercentage: number;
  isComplete: boolean;
};

export type ServiceProgress = { year: number; completedHours: string; requiredHours: string; remainingHours: string; progressPercentage: number };

/** Percent of the requirement, capped at 100, one decimal: a display figure, so a float is fine here. */
const percent = (total: Prisma.Sql) => Prisma.sql`LEAST(100, ROUND(${total} * 100 / ${REQUIRED_HOURS}, 1))::float8`;
const remaining = (total: Prisma.Sql) => Prisma.sql`GREATEST(${REQUIRED_HOURS} - ${total}, 0)::numeric(12,2)::text`;

const approved = Prisma.sql`status = 'approved'`;
const APPROVED_TOTAL = Prisma.sql`COALESCE(SUM(hours) FILTER (WHERE ${approved}), 0)`;

export function progressSql(userId: string, year: number): Prisma.Sql {
  return Prisma.sql`
    SELECT
      ${sumText(Prisma.sql`kind = 'education' AND status <> 'rejected'`)} AS "totalCredits",
      ${sumText(Prisma.sql`kind = 'education' AND ${approved}`)} AS "approvedCredits",
      ${sumText(Prisma.sql`kind = 'education' AND status = 'pending'`)} AS "pendingCredits",
      ${sumText(Prisma.sql`kind = 'service' AND ${approved}`)} AS "serviceHours",
      ${sumText(Prisma.sql`kind = 'service' AND status = 'pending'`)} AS "pendingServiceHours",
      ${sumText(approved)} AS "totalHours",
      ${remaining(APPROVED_TOTAL)} AS "remainingHours",
      ${percent(APPROVED_TOTAL)} AS "progressPercentage",
      ${APPROVED_TOTAL} >= ${REQUIRED_HOURS} AS "isComplete"
    FROM (${hourSources(year, userId)}) s`;
}

type ProgressRow = Omit<RequirementsProgress, "year" | "requiredCredits" | "remainingCredits" | "requiredHours" | "educationHours">;

type Actor = Pick<SessionUser, "id" | "role">;

/** One's own progress: the investor's hours (service-hours.log covers every participation read of one's own). */
export async function getRequirementsProgress(actor: Actor, year: number): Promise<RequirementsProgress> {
  authorize(actor, "service-hours.log");
  const db = await getDb();
  const [row] = await db.$queryRaw<ProgressRow[]>(progressSql(actor.id, year));
  // Education credits have no quota of their own: they count toward the same 100 hours.
  return { year, ...row, educationHours: row.approvedCredits, requiredCredits: REQUIRED, remainingCredits: row.remainingHours, requiredHours: REQUIRED };
}

const APPROVED_SERVICE = Prisma.sql`COALESCE(SUM(hours) FILTER (WHERE kind = 'service' AND ${approved}), 0)`;

export async function getServiceProgress(actor: Actor, year: number): Promise<ServiceProgress> {
  authorize(actor, "service-hours.log");
  const db = await getDb();
  const [row] = await db.$queryRaw<Omit<ServiceProgress, "year" | "requiredHours">[]>`
    SELECT ${APPROVED_SERVICE}::numeric(12,2)::text AS "completedHours", ${remaining(APPROVED_SERVICE)} AS "remainingHours", ${percent(APPROVED_SERVICE)} AS "progressPercentage"
    FROM (${hourSources(year, actor.id)}) s WHERE kind = 'service'`;
  return { year, ...row, requiredHours: REQUIRED };
}

export type MonthlyHours = { month: number; hours: string };

/** Approved hours (every source) per month of the year, all twelve months, for the plan's chart. */
export async function getMonthlyApprovedHours(actor: Actor, year: number): Promise<MonthlyHours[]> {
  authorize(actor, "service-hours.log");
  const db = await getDb();
  return db.$queryRaw<MonthlyHours[]>`
    SELECT m.month, COALESCE(SUM(s.hours), 0)::numeric(12,2)::text AS hours
    FROM generate_series(1, 12) AS m(month)
    LEFT JOIN (${hourSources(year, actor.id)}) s ON s.status = 'approved' AND EXTRACT(MONTH FROM s.day)::int = m.month
    GROUP BY m.month ORDER BY m.month`;
}
