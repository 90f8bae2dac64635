// Rules for redline threads and replies (spec 2 §4, §5): pure, unit-tested without a database.
import { badRequest, conflict } from "@/lib/errors";
import { LOCKED_STATUSES, type VersionStatus } from "@/lib/agreements/statuses";

export const SELECTION_MISMATCH = "The selected text does not match the template text at these offsets";

/** A finalized or rejected version takes no new threads, replies or thread status changes. */
export function assertOpenForComments(status: VersionStatus): void {
  if (LOCKED_STATUSES.includes(status)) throw conflict(`This template version is ${status}; it takes no more comments`);
}

/** The selection must be exactly the version's own text between the offsets (UTF-16 code units, as the browser counts). */
export function assertSelection(content: string, startOffset: number, endOffset: number, selectedText: string): void {
  if (endOffset > content.length || content.slice(startOffset, endOffset) !== selectedText) throw badRequest(SELECTION_MISMATCH);
}
