import "server-only";
import { getDb } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { authorizeAgreements, negotiates, VERSION_NOT_FOUND } from "@/lib/agreements/access";
import { msaSelect, toMsaWire, type MsaRow } from "@/lib/agreements/msa/presenter";
import { MSA_NOT_FOUND, NOT_READY_FOR_FINALIZATION, type ApprovedRecord } from "@/lib/agreements/msa/wire";
import { assertMsaCategory } from "@/lib/agreements/versions/policy";

/** An MSA the caller may read: employees every one, an investor only their own (another's does not exist: 404). */
function visible(actor: SessionUser, row: MsaRow | null): MsaRow {
  if (!row || (!negotiates(actor) && row.investorId !== actor.id)) throw notFound(MSA_NOT_FOUND);
  return row;
}

/** The MSA by its own id, for the calls under /msa/{id}/… . */
export async function getMsaRow(actor: SessionUser, msaId: string): Promise<MsaRow> {
  authorizeAgreements(actor);
  const db = await getDb();
  return visible(actor, await db.msa.findUnique({ where: { id: msaId }, select: msaSelect }));
}

/** GET /api/templates/msa/{id}: the id is the version's or the MSA's own (one slug per level in Next.js). */
export async function getMsa(actor: SessionUser, id: string) {
  authorizeAgreements(actor);
  const db = await getDb();
  const row = await db.msa.findFirst({ where: { OR: [{ versionId: id }, { id }] }, select: msaSelect });
  return toMsaWire(visible(actor, row), actor);
}

/** GET /api/templates/msa/investor/{investorId}: the investor's finalized MSA (the msa-category template's). */
export async function getMsaForInvestor(actor: SessionUser, investorId: string) {
  authorizeAgreements(actor);
  if (!negotiates(actor) && investorId !== actor.id) throw notFound(MSA_NOT_FOUND);
  const db = await getDb();
  const row = await db.msa.findFirst({
    where: { investorId, template: { category: "msa" } },
    orderBy: { createdAt: "desc" },
    select: msaSelect,
  });
  return toMsaWire(visible(actor, row), actor);
}

const approvedSelect = {
  id: true,
  status: true,
  templateVersion: true,
  approvedAt: true,
  template: { select: { id: true, title: true, category: true } },
  investor: { select: { id: true, username: true } },
  approver: { select: { id: true, username: true } },
} as const;

type ApprovedVersion = Omit<ApprovedRecord<Date>, "template" | "resolvedThreads" | "pendingThreads"> & {
  templateVersion: string;
  template: Omit<ApprovedRecord["template"], "version">;
};

async function toApprovedRecord(v: ApprovedVersion): Promise<ApprovedRecord<Date>> {
  const db = await getDb();
  const counts = await db.redlineThread.groupBy({ by: ["status"], where: { versionId: v.id }, _count: { _all: true } });
  const count = (...statuses: string[]) => counts.filter((c) => statuses.includes(c.status)).reduce((n, c) => n + c._count._all, 0);
  return {
    id: v.id,
    template: { ...v.template, version: v.templateVersion },
    investor: v.investor,
    approver: v.approver,
    approvedAt: v.approvedAt,
    resolvedThreads: count("resolved"),
    pendingThreads: count("open", "addressed"),
  };
}

/** GET /api/templates/approved/{versionId}: the record the wizard starts from; only an approved version has one. */
export async function getApprovedRecord(actor: SessionUser, versionId: string) {
  authorize(actor, "msa.finalize");
  const db = await getDb();
  const v = await db.investorTemplateVersion.findUnique({ where: { id: versionId }, select: approvedSelect });
  if (!v) throw notFound(VERSION_NOT_FOUND);
  if (v.status !== "approved") throw conflict(NOT_READY_FOR_FINALIZATION);
  assertMsaCategory(v.template.category);
  return toApprovedRecord(v);
}

/** GET /api/templates/approved/investor/{investorId}: the investor's approved MSA-category version, 404 when none. */
export async function getApprovedRecordForInvestor(actor: SessionUser, investorId: string) {
  authorize(actor, "msa.finalize");
  const db = await getDb();
  const v = await db.investorTemplateVersion.findFirst({
    where: { investorId, status: "approved", template: { category: "msa" } },
    orderBy: { approvedAt: "desc" },
    select: approvedSelect,
  });
  if (!v) throw notFound("No approved MSA template found for this investor");
  return toApprovedRecord(v);
}
