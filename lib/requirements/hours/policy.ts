// Which service-hour entries an investor may change (spec 2 §4): their own, and only while pending.
// The only place these rules are written; pure, given the entry as read under its row lock.
import { conflict } from "@/lib/errors";
import { ownEntry, type OwnedEntry } from "@/lib/requirements/ownership";

export const EDIT_PENDING_ONLY = "Only pending entries can be edited";
export const DELETE_PENDING_ONLY = "Only pending entries can be deleted";

export function decideServiceHoursEdit<T extends OwnedEntry>(entry: T | null, actorId: string): T {
  const own = ownEntry(entry, actorId);
  if (own.status !== "pending") throw conflict(EDIT_PENDING_ONLY);
  return own;
}

export function decideServiceHoursDelete<T extends OwnedEntry>(entry: T | null, actorId: string): T {
  const own = ownEntry(entry, actorId);
  if (own.status !== "pending") throw conflict(DELETE_PENDING_ONLY);
  return own;
}
