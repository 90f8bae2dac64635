import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import type { Role } from "@/lib/auth/schemas";
import { sideOf } from "@/lib/agreements/versions/policy";
import { authorizeAgreements, negotiates, VERSION_NOT_FOUND } from "@/lib/agreements/access";

const author = { select: { id: true, username: true, role: true } } as const;


export const threadSelect = {
  id: true,
  versionId: true,
  authorId: true,
  authorRole: true,
  threadType: true,
  selectedText: true,
  startOffset: true,
  endOffset: true,
  comment: true,
  suggestions: true,
  sectionReference: true,
  status: true,
  resolvedBy: true,
  resolvedAt: true,
  createdAt: true,
  author,
  replies: { select: { id: true, text: true, createdAt: true, author }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.RedlineThreadSelect;

type Author = { id: string; username: string; role: Role };
type Row = { author: Author; replies: { id: string; text: string; createdAt: Date; author: Author }[] } & Record<string, unknown>;

const who = (a: Author) => ({ id: a.id, username: a.username });
/** A reply's side, as a thread's authorRole names it. */
const roleOf = (a: Author) => (sideOf(a) === "legal" ? "employee" : "investor");

/** The wire shape of a thread: authors by id and name, replies oldest first with their author's side. */
export function toThread<T extends Row>(row: T) {
  const { author: a, replies, ...rest } = row;
  return { ...rest, author: who(a), replies: replies.map((r) => ({ id: r.id, text: r.text, createdAt: r.createdAt, author: who(r.author), authorRole: roleOf(r.author) })) };
}

/** GET /api/templates/threads?versionId=: in text order, with their replies (three statements, whatever the count). */
export async function listThreads(actor: SessionUser, versionId: string) {
  authorizeAgreements(actor);
  const db = await getDb();
  const version = await db.investorTemplateVersion.findUnique({ where: { id: versionId }, select: { investorId: true } });
  if (!version || (!negotiates(actor) && version.investorId !== actor.id)) throw notFound(VERSION_NOT_FOUND);
  const rows = await db.redlineThread.findMany({ where: { versionId }, select: threadSelect, orderBy: [{ startOffset: "asc" }, { createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toThread);
}
