import "server-only";
// Everything waiting for employees, in ONE statement of independent sub-selects: the side menu's badge reads
// it on every page (the portal layout), so each sub-select is an index-only count or a partial index's range
// (migration 20261128200000_my_work_indexes; `npm run bench` EXPLAINs it at scale). The rules mirror each
// screen's own: hours, credits and course completions pending; a deal-room document holding a file or a
// link that no one has accepted or rejected yet (a new file or link clears the decision, lib/deal-room);
// a reservation request (pending, with its investor); an account waiting for approval.
import { Prisma } from "@/generated/prisma/client";

export type WaitingCounts = {
  hours: number;
  credits: number;
  documents: number;
  completions: number;
  reservations: number;
  registrations: number;
  /** The reader's open tasks due on or before `dueBy` (overdue ones included). */
  tasks: number;
  /** The year of the oldest pending entry, so the link opens the queue's year that holds it (null: none). */
  hoursYear: number | null;
  creditsYear: number | null;
};

export function waitingSql(userId: string, dueBy: string): Prisma.Sql {
  return Prisma.sql`
    SELECT
      (SELECT count(*) FROM service_hours WHERE status = 'pending')::int AS hours,
      (SELECT count(*) FROM education_credits WHERE status = 'pending')::int AS credits,
      (SELECT count(*) FROM documents
        WHERE "reviewStatus" IS NULL AND ("filePath" IS NOT NULL OR "googleDocUrl" IS NOT NULL))::int AS documents,
      (SELECT count(*) FROM course_completions WHERE status = 'pending')::int AS completions,
      (SELECT count(*) FROM projects WHERE "reservationStatus" = 'pending' AND "reservedBy" IS NOT NULL)::int AS reservations,
      (SELECT count(*) FROM users WHERE status = 'pending')::int AS registrations,
      (SELECT count(*) FROM project_tasks
        WHERE "assignedTo" = ${userId} AND status <> 'completed' AND "dueDate" <= ${dueBy}::date)::int AS tasks,
      (SELECT EXTRACT(YEAR FROM min("serviceDate"))::int FROM service_hours WHERE status = 'pending') AS "hoursYear",
      (SELECT EXTRACT(YEAR FROM min("completionDate"))::int FROM education_credits WHERE status = 'pending') AS "creditsYear"`;
}
