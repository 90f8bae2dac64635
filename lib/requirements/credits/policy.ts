// Which education credits an investor may change (spec 2 §4): their own; edit while pending, delete
// while pending or rejected (an approved credit is part of the record). Pure.
import { conflict } from "@/lib/errors";
import { ownEntry, type OwnedEntry } from "@/lib/requirements/ownership";
import { EDIT_PENDING_ONLY } from "@/lib/requirements/hours/policy";

export const CREDIT_DELETE_NOT_APPROVED = "Only pending or rejected entries can be deleted";

export function decideCreditEdit<T extends OwnedEntry>(entry: T | null, actorId: string): T {
  const own = ownEntry(entry, actorId);
  if (own.status !== "pending") throw conflict(EDIT_PENDING_ONLY);
  return own;
}

export function decideCreditDelete<T extends OwnedEntry>(entry: T | null, actorId: string): T {
  const own = ownEntry(entry, actorId);
  if (own.status === "approved") throw conflict(CREDIT_DELETE_NOT_APPROVED);
  return own;
}
