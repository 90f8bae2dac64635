// An employee decides pending entries (DESIGN.md: approve, or reject with a reason). A decided entry is
// final: deciding it again is a 409. Pure; the entries are those read under their row locks.
import { notFound } from "@/lib/errors";
import { ENTRY_NOT_FOUND } from "@/lib/requirements/ownership";
import type { ReviewStatus } from "@/lib/requirements/schemas";

export type ReviewDecision = { status: "approved"; reason: null } | { status: "rejected"; reason: string };

type Found = { id: string; status: ReviewStatus };

/** All or nothing: every id must exist (404 otherwise); the entries no longer pending are returned, and any refuses the whole selection. */
export function decidedAlready(found: Found[], ids: string[]): Found[] {
  if (found.length !== ids.length) throw notFound(ids.length === 1 ? ENTRY_NOT_FOUND : "Some selected entries no longer exist");
  return found.filter((e) => e.status !== "pending");
}

/**
 * The refusal's text before its " by … (when)": a repeat of the same decision says so ("These 3 entries
 * were already approved"), never as if the first had failed; a mix says what happened to the selection.
 */
export function alreadyDecidedMessage(decided: Found[], selected: number, decision: ReviewDecision["status"]): { text: string; tail: string } {
  const same = decided.every((e) => e.status === decided[0].status);
  if (selected === 1) return { text: `This entry was already ${decided[0].status}`, tail: "" };
  if (decided.length === selected && same) return { text: `These ${selected} entries were already ${decided[0].status}`, tail: "" };
  const verb = decision === "approved" ? "approved" : "rejected";
  return { text: `${decided.length} of the ${selected} selected entries were already decided`, tail: `; nothing was ${verb}` };
}
