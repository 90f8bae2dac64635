import "server-only";
import { notFound } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import { can } from "@/lib/auth/permissions";
import type { Tx } from "@/lib/db";
import type { SessionUser } from "@/lib/session";
import type { TemplateCategory, VersionStatus } from "@/lib/agreements/statuses";

export const VERSION_NOT_FOUND = "Template version not found";

/** Whether the caller works on every investor's versions (the legal team) rather than only their own. */
export const negotiates = (actor: SessionUser | null | undefined) => can(actor, "templates.negotiate");

/**
 * The agreement calls both sides make (reads, threads, replies, thread status, status moves): the legal
 * team holds templates.negotiate, an investor templates.review for their own versions. 401/403 otherwise.
 */
export function authorizeAgreements(actor: SessionUser | null | undefined): asserts actor is SessionUser {
  if (!negotiates(actor)) authorize(actor, "templates.review");
}

/**
 * Whose versions a read covers. An investor reads only their own: naming anyone else is a 404, as if that
 * investor had none. Employees read the named investor's, or everyone's when none is named.
 */
export function investorScope(actor: SessionUser, investor: string | undefined): string | null {
  authorizeAgreements(actor);
  if (negotiates(actor)) return investor ?? null;
  if (investor !== undefined && investor !== actor.id) throw notFound(VERSION_NOT_FOUND);
  return actor.id;
}

export type LockedVersion = {
  id: string;
  templateId: string;
  investorId: string;
  status: VersionStatus;
  content: string;
  reviewStartedAt: Date | null;
  redlineSubmittedAt: Date | null;
  approvedAt: Date | null;
  approvedBy: string | null;
  statusNote: string | null;
  title: string;
  category: TemplateCategory;
};

/**
 * Reads a version under its row lock, for a caller who may see it: concurrent moves, redlines and replies
 * on one version run one after another, each seeing the previous one's result. Another investor's
 * version does not exist for an investor (404).
 */
export async function lockVersion(tx: Tx, actor: SessionUser, versionId: string): Promise<LockedVersion> {
  authorizeAgreements(actor);
  const [row] = await tx.$queryRaw<LockedVersion[]>`
    SELECT v.id, v."templateId", v."investorId", v.status::text AS status, v.content, v."reviewStartedAt", v."redlineSubmittedAt",
           v."approvedAt", v."approvedBy", v."statusNote", t.title, t.category::text AS category
    FROM investor_template_versions v JOIN template_documents t ON t.id = v."templateId"
    WHERE v.id = ${versionId} FOR UPDATE OF v`;
  if (!row || (!negotiates(actor) && row.investorId !== actor.id)) throw notFound(VERSION_NOT_FOUND);
  return row;
}

