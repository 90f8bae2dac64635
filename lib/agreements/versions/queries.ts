import "server-only";
import { getDb } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { investorScope, VERSION_NOT_FOUND } from "@/lib/agreements/access";
import { audienceOf, personFor } from "@/lib/users/audience";

const summarySelect = {
  id: true,
  templateId: true,
  investorId: true,
  status: true,
  templateVersion: true,
  statusNote: true,
  reviewStartedAt: true,
  redlineSubmittedAt: true,
  approvedAt: true,
  finalizedAt: true,
  createdAt: true,
  updatedAt: true,
  template: { select: { id: true, title: true, description: true, category: true } },
} as const;

/** GET /api/templates/versions?investor=: one investor's versions (an employee names the investor). */
export async function listVersions(actor: SessionUser, investor: string | undefined) {
  const investorId = investorScope(actor, investor);
  if (!investorId) throw badRequest("investor is required");
  const db = await getDb();
  return db.investorTemplateVersion.findMany({
    where: { investorId },
    select: summarySelect,
    orderBy: [{ template: { category: "asc" } }, { createdAt: "asc" }, { id: "asc" }],
  });
}

/** GET /api/templates/versions/{templateId}?investor=: the version with its own text, for the workspace. */
export async function getVersionForTemplate(actor: SessionUser, templateId: string, investor: string | undefined) {
  const investorId = investorScope(actor, investor);
  if (!investorId) throw badRequest("investor is required");
  const db = await getDb();
  const version = await db.investorTemplateVersion.findUnique({
    where: { templateId_investorId: { templateId, investorId } },
    select: {
      ...summarySelect,
      content: true,
      investor: { select: { id: true, username: true } },
      approver: { select: { username: true } },
      msa: { select: { id: true } },
    },
  });
  if (!version) throw notFound(VERSION_NOT_FOUND);
  const { approver, msa, ...rest } = version;
  // The approver is one of the firm's people: an investor reads "Portal staff".
  return { ...rest, approver: personFor(audienceOf(actor), approver && { username: approver.username, role: "employee" }), msaId: msa?.id ?? null };
}
