// An investor reaches only their own entries: anyone else's is "not found" (never "forbidden"), so
// ids cannot be probed. Pure; shared by the service-hours and education-credits policies.
import { notFound } from "@/lib/errors";
import type { ReviewStatus } from "@/lib/requirements/schemas";
import { PERMISSIONS } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/schemas";

export type OwnedEntry = { userId: string; status: ReviewStatus };

export const ENTRY_NOT_FOUND = "Entry not found";

export function ownEntry<T extends OwnedEntry>(entry: T | null, actorId: string): T {
  if (!entry || entry.userId !== actorId) throw notFound(ENTRY_NOT_FOUND);
  return entry;
}

/** Who has participation to log (and so appears in the progress table and the export): the roles holding service-hours.log. */
export const PARTICIPANT_ROLES: readonly Role[] = PERMISSIONS["service-hours.log"];
