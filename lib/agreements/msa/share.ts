// Share links (issue 13; DESIGN.md "Share links"): the MSA's investor and employees make read-only links
// for someone without an account. The token (32 random bytes, base64url) is only ever in the URL; the
// database keeps its SHA-256. Expired, revoked and unknown links look the same: 404.
import "server-only";
import crypto from "node:crypto";
import { getDb } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { notFound } from "@/lib/errors";
import { clientOf, type RequestClient } from "@/lib/request";
import { isHeadRequest } from "@/lib/request-method";
import type { SessionUser } from "@/lib/session";
import { msaSelect, toPublicMsa, type MsaRow } from "@/lib/agreements/msa/presenter";
import { getMsaRow } from "@/lib/agreements/msa/queries";
import { negotiates } from "@/lib/agreements/access";
import { sharedMsaPath } from "@/lib/agreements/msa/links";
import type { CreateShareInput } from "@/lib/agreements/msa/schemas";
import { SHARE_LINK_GONE, type ShareLinkWire } from "@/lib/agreements/msa/wire";

const DAY_MS = 86_400_000;

export const newShareToken = () => crypto.randomBytes(32).toString("base64url");
export const hashShareToken = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");

const linkSelect = {
  id: true,
  createdAt: true,
  expiresAt: true,
  allowDownload: true,
  revokedAt: true,
  creator: { select: { id: true, username: true } },
  _count: { select: { views: true } },
  views: { orderBy: { viewedAt: "desc" }, take: 1, select: { viewedAt: true } },
} as const;

type LinkRow = {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  allowDownload: boolean;
  revokedAt: Date | null;
  creator: { id: string; username: string };
  _count: { views: number };
  views: { viewedAt: Date }[];
};

/**
 * A link as the viewer may see it. Employees' accounts are internal (issue 19 §2): an investor sees who made
 * a link only when it was them; one an employee made shows as the portal's staff (createdBy null).
 */
const toLinkWire = (viewer: SessionUser) => ({ creator, _count, views, ...link }: LinkRow): ShareLinkWire<Date> => ({
  ...link,
  createdBy: negotiates(viewer) || creator.id === viewer.id ? creator : null,
  viewCount: _count.views,
  lastViewedAt: views[0]?.viewedAt ?? null,
});

/** POST /api/templates/msa/{id}/share. `origin` is the site's address the caller reached (the link's host). */
export async function createShareLink(actor: SessionUser, msaId: string, input: CreateShareInput, origin: string, now = new Date()) {
  await getMsaRow(actor, msaId);
  const token = newShareToken();
  const link = await transaction(async (tx) => {
    const link = await tx.shareLink.create({
      data: { tokenHash: hashShareToken(token), msaId, createdBy: actor.id, allowDownload: input.allowDownload, expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS) },
      select: linkSelect,
    });
    await writeAudit(tx, {
      event: "share-link.created",
      entityId: link.id,
      actorId: actor.id,
      after: { msaId, createdBy: actor.id, allowDownload: link.allowDownload, expiresAt: link.expiresAt },
    });
    return link;
  });
  return { shareUrl: `${origin}${sharedMsaPath(token)}`, link: toLinkWire(actor)(link) };
}

/** GET /api/templates/msa/{id}/share: every link of the MSA, newest first, with its views. */
export async function listShareLinks(actor: SessionUser, msaId: string) {
  await getMsaRow(actor, msaId);
  const db = await getDb();
  const links = await db.shareLink.findMany({ where: { msaId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: linkSelect });
  return { links: links.map(toLinkWire(actor)) };
}

/** DELETE /api/templates/msa/{id}/share/{linkId}: ends the link at once; revoking a revoked link changes nothing. */
export async function revokeShareLink(actor: SessionUser, msaId: string, linkId: string, now = new Date()) {
  await getMsaRow(actor, msaId);
  const link = await transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: string; revokedAt: Date | null }[]>`
      SELECT id, "revokedAt" FROM share_links WHERE id = ${linkId} AND "msaId" = ${msaId} FOR UPDATE`;
    if (!row) throw notFound("Share link not found");
    if (!row.revokedAt) {
      await tx.shareLink.update({ where: { id: linkId }, data: { revokedAt: now } });
      await writeAudit(tx, { event: "share-link.revoked", entityId: linkId, actorId: actor.id, before: { revokedAt: null }, after: { revokedAt: now } });
    }
    return tx.shareLink.findUniqueOrThrow({ where: { id: linkId }, select: linkSelect });
  });
  return { link: toLinkWire(actor)(link) };
}

/**
 * Who opens a link, for its view count; null for a HEAD (a link checker's or a preview's probe), which reads
 * without counting. A page's HEAD arrives as a rendering whose method the middleware passed on.
 */
export function visitorOf(req: Request): RequestClient | null {
  if (req.method === "HEAD" || isHeadRequest(req.headers)) return null;
  return clientOf(req);
}

export type Opening = { kind: "view" | "download"; visitor: RequestClient | null; now?: Date };

/** The live link behind a token and its MSA, the visit recorded (unless `visitor` is null); 404 for anything else. */
export async function openSharedMsa(token: string, { kind, visitor, now = new Date() }: Opening): Promise<{ row: MsaRow; allowDownload: boolean; expiresAt: Date }> {
  const db = await getDb();
  const link = await db.shareLink.findUnique({
    where: { tokenHash: hashShareToken(token) },
    select: { id: true, allowDownload: true, expiresAt: true, revokedAt: true, msa: { select: msaSelect } },
  });
  if (!link || link.revokedAt || link.expiresAt.getTime() <= now.getTime()) throw notFound(SHARE_LINK_GONE);
  if (kind === "download" && !link.allowDownload) throw notFound("This share link does not allow downloads");
  if (visitor) {
    await db.shareLinkView.create({
      data: { shareLinkId: link.id, kind, address: visitor.address.slice(0, 64), userAgent: visitor.userAgent, viewedAt: now },
    });
  }
  return { row: link.msa, allowDownload: link.allowDownload, expiresAt: link.expiresAt };
}

/** GET /api/shared/msa/{token} and the share page: the read-only agreement for whoever holds the link. */
export async function viewSharedMsa(token: string, visitor: RequestClient | null) {
  const { row, allowDownload, expiresAt } = await openSharedMsa(token, { kind: "view", visitor });
  return { msa: toPublicMsa(row), allowDownload, expiresAt };
}
