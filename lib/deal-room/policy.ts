// The deal room's rules, pure (spec 2 §4 and DESIGN.md "Deal-room documents"): a document's status,
// what counts as done, the admin badge, and whose documents a caller may see or change. The services,
// the SQL summary (queries.ts mirrors isDone in SQL) and the screens all follow these.
import { notFound } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import { can, PERMISSIONS } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/schemas";
import { TOTAL_DOCUMENTS } from "@/lib/deal-room/document-types";

export type DocumentStatus = "Missing" | "Partial" | "Complete";
export type ReviewStatus = "accepted" | "rejected";
export type CompletionBadge = "Complete" | "In Progress" | "Started" | "Not Started";

/** Spec 2 §4's table: neither file nor link, one of the two, both. */
export function documentStatus(hasFile: boolean, hasGoogleDoc: boolean): DocumentStatus {
  if (hasFile && hasGoogleDoc) return "Complete";
  return hasFile || hasGoogleDoc ? "Partial" : "Missing";
}

/** Done = a file or a link, unless an employee rejected it (a new file or link clears the rejection). */
export function isDone(hasFile: boolean, hasGoogleDoc: boolean, review: ReviewStatus | null): boolean {
  return (hasFile || hasGoogleDoc) && review !== "rejected";
}

/** Whole percent of the nine; only 9 of 9 reads 100. */
export function completionPercentage(done: number): number {
  return Math.min(100, Math.round((done * 100) / TOTAL_DOCUMENTS));
}

/** Spec 2 §4's admin badge thresholds. */
export function completionBadge(percentage: number): CompletionBadge {
  if (percentage >= 100) return "Complete";
  if (percentage >= 50) return "In Progress";
  if (percentage > 0) return "Started";
  return "Not Started";
}

export type Actor = { id: string; role: Role };
export type Subject = { id: string; role: Role } | null;

const NO_INVESTOR = "Investor not found";

/** The roles that keep a deal room of their own (the investors), read from the permission table. */
export const DEAL_ROOM_ROLES: readonly Role[] = PERMISSIONS["documents.manage-own"];

/**
 * Reading a deal room: employees read any investor's (documents.read-all), an investor only their own
 * (documents.manage-own). Throws 401/403 for a caller holding neither.
 */
export function authorizeReader(actor: Actor | null | undefined): asserts actor is Actor {
  if (!can(actor, "documents.read-all")) authorize(actor, "documents.manage-own");
}

/**
 * Whose deal room a read is about. An investor only ever reaches their own: any other id (an existing
 * investor's or not) is 404, so ids cannot be probed. Employees reach any investor (a user who holds a
 * deal room); without naming one, they read their own, empty, deal room.
 */
export function decideSubject(actor: Actor, requestedId: string | undefined, subject: Subject): string {
  authorizeReader(actor);
  if (!can(actor, "documents.read-all")) return decideOwnDealRoom(actor, requestedId);
  if (requestedId === undefined) return actor.id;
  if (!subject || !can(subject, "documents.manage-own")) throw notFound(NO_INVESTOR);
  return subject.id;
}

/**
 * Changing a deal room (an upload, a link). An investor changes only their own (any other id is 404);
 * employees (documents.manage-any) change any investor's, and naming anyone who keeps no deal room (an
 * unknown id, an employee, themselves) is 404. Throws 401/403 for a caller holding neither.
 */
export function decideDealRoomToChange(actor: Actor | null | undefined, requestedId: string, subject: Subject): string {
  if (!can(actor, "documents.manage-any")) return decideOwnDealRoom(actor, requestedId);
  if (!subject || subject.id !== requestedId || !can(subject, "documents.manage-own")) throw notFound(NO_INVESTOR);
  return subject.id;
}

/** An investor's own deal room: the caller's only; naming anyone else is 404. */
export function decideOwnDealRoom(actor: Actor | null | undefined, requestedId: string | undefined): string {
  authorize(actor, "documents.manage-own");
  if (requestedId !== undefined && requestedId !== actor.id) throw notFound(NO_INVESTOR);
  return actor.id;
}

/** Who may open a stored file: its investor and employees; anyone else learns nothing (404). */
export function mayReadDocumentOf(actor: Actor, ownerId: string): boolean {
  return can(actor, "documents.read-all") || (can(actor, "documents.manage-own") && actor.id === ownerId);
}
