// An employee decides pending entries (DESIGN.md: approve, or reject with a reason). A decided entry is
// final: deciding it again is a 409. Pure; the entries are those read under their row locks.
import { conflict, notFound } from "@/lib/errors";
import { ENTRY_NOT_FOUND } from "@/lib/requirements/ownership";
import type { ReviewStatus } from "@/lib/requirements/schemas";

export type ReviewDecision = { status: "approved"; reason: null } | { status: "rejected"; reason: string };

/** All or nothing: every id must exist and be pending, or nothing is decided. */
export function decideReview(found: { id: string; status: ReviewStatus }[], ids: string[]): void {
  if (found.length !== ids.length) throw notFound(ids.length === 1 ? ENTRY_NOT_FOUND : "Some selected entries no longer exist");
  const decided = found.filter((e) => e.status !== "pending");
  if (decided.length === 0) return;
  if (ids.length === 1) throw conflict(`This entry has already been ${decided[0].status}`);
  throw conflict(`${decided.length} of the selected entries have already been decided; nothing was approved`);
}
