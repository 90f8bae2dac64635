import "server-only";
// "My work" for an investor: what the portal still needs from them. Deal-room documents missing or rejected,
// hours behind the Annual Operating Plan's pace for today, an MSA to review or to sign, courses assigned and
// not yet handed in. Each read is the investor's own (indexed on their id); nothing of another investor's.
import { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { getDocumentStatus } from "@/lib/deal-room/queries";
import { DOCUMENT_LABELS } from "@/lib/deal-room/document-types";
import { hourSources } from "@/lib/requirements/hour-sources";
import { REQUIRED_HOURS } from "@/lib/requirements/dates";
import { listMyAssignments } from "@/lib/courses/queries";
import { canSubmit, userCourseStatus } from "@/lib/courses/status";
import { elapsedFractionOfYear, utcDay } from "@/lib/my-work/days";
import { investorLinks } from "@/lib/my-work/links";
import type { MyWorkItem, MyWorkSummary } from "@/lib/my-work/summary";

type Actor = Pick<SessionUser, "id" | "role">;

const item = (kind: MyWorkItem["kind"], title: string, href: string, more: Partial<Pick<MyWorkItem, "detail" | "count" | "dueDate">> = {}): MyWorkItem => ({
  kind,
  title,
  href,
  detail: more.detail ?? null,
  count: more.count ?? null,
  dueDate: more.dueDate ?? null,
});

export async function investorWork(actor: Actor, now = new Date()): Promise<MyWorkSummary> {
  authorize(actor, "service-hours.log");
  const groups = await Promise.all([documentItems(actor), paceItems(actor, now), msaItems(actor), courseItems(actor)]);
  const items = groups.flat();
  return { role: "investor", today: utcDay(now), tasks: [], taskCount: 0, items, total: items.length };
}

/** Each rejected document on its own line (with the reason), then the missing ones counted. */
async function documentItems(actor: Actor): Promise<MyWorkItem[]> {
  const { documents } = await getDocumentStatus(actor);
  const rejected = documents
    .filter((d) => d.reviewStatus === "rejected")
    .map((d) => item("document-rejected", `Replace the rejected ${DOCUMENT_LABELS[d.documentType]}`, investorLinks.dealRoom, { detail: d.reviewReason ? `Reason: ${d.reviewReason}` : "It was rejected in review." }));
  const missing = documents.filter((d) => !d.hasFile && !d.hasGoogleDoc).length;
  if (missing === 0) return rejected;
  const label = missing === 1 ? "1 deal-room document is missing" : `${missing} deal-room documents are missing`;
  return [...rejected, item("documents-missing", label, investorLinks.dealRoom, { count: missing, detail: "Upload a file or add a link for each." })];
}

/**
 * The plan's pace: the 100-hour target times the share of the year gone by. Hours logged (approved and
 * pending, from every source the requirement counts) below it are behind; the line says by how much.
 */
async function paceItems(actor: Actor, now: Date): Promise<MyWorkItem[]> {
  const db = await getDb();
  const year = now.getUTCFullYear();
  const [{ logged }] = await db.$queryRaw<{ logged: string }[]>`
    SELECT COALESCE(SUM(hours) FILTER (WHERE status IN ('approved', 'pending')), 0)::numeric(12,2)::text AS logged
    FROM (${hourSources(year, actor.id)}) s`;
  const pace = REQUIRED_HOURS * elapsedFractionOfYear(now);
  const behind = Math.round((pace - Number(logged)) * 10) / 10;
  if (behind <= 0) return [];
  const detail = `${Number(logged)} hours logged (approved or awaiting review); the plan expects ${Math.round(pace * 10) / 10} of its ${REQUIRED_HOURS} by today.`;
  return [item("hours-behind", `${behind} ${behind === 1 ? "hour" : "hours"} behind the plan's pace`, investorLinks.hours, { detail })];
}

type MsaRow = { kind: "sign" | "review"; id: string; templateId: string; title: string };

/** An MSA to sign (finalized, the investor's signature missing), or an MSA-category agreement to review (their move). */
async function msaItems(actor: Actor): Promise<MyWorkItem[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<MsaRow[]>(Prisma.sql`
    SELECT 'sign' AS kind, m.id, m."templateId", t.title
      FROM msas m JOIN template_documents t ON t.id = m."templateId"
      WHERE m."investorId" = ${actor.id} AND (m."signatureData" IS NULL OR m."signatureData"->>'investorSignedAt' IS NULL)
    UNION ALL
    SELECT 'review', v.id, v."templateId", t.title
      FROM investor_template_versions v JOIN template_documents t ON t.id = v."templateId"
      WHERE v."investorId" = ${actor.id} AND t.category = 'msa' AND v.status IN ('assigned', 'reviewing')
    ORDER BY 1 DESC, 4`);
  return rows.map((r) =>
    r.kind === "sign"
      ? item("msa-sign", `Sign the MSA: ${r.title}`, investorLinks.signMsa(r.id), { detail: "The agreement is final and waits for your signature." })
      : item("msa-review", `Review the MSA: ${r.title}`, investorLinks.reviewMsa(r.templateId), { detail: "Read it and send your comments or changes." }),
  );
}

/** Assigned courses with nothing handed in yet, or whose completion was rejected; soonest due first. */
async function courseItems(actor: Actor): Promise<MyWorkItem[]> {
  const open = (await listMyAssignments(actor)).filter((a) => canSubmit(userCourseStatus(a.completion)));
  open.sort((a, b) => (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999"));
  return open.map((a) =>
    item("course", `Complete the course ${a.course.title}`, investorLinks.course(a.courseId), {
      dueDate: a.dueDate,
      detail: a.completion?.status === "rejected" ? "Your completion was rejected: submit it again." : null,
    }),
  );
}
