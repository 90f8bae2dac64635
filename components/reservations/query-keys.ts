import type { QueryClient } from "@tanstack/react-query";

// Query keys are URLs (spec 1 §7: the default loader GETs the key's parts joined by "/").
export const PENDING_RESERVATIONS_KEY = ["/api/admin/pending-reservations"] as const;
export const INVESTORS_KEY = ["/api/admin/investors"] as const;
/** Every read of the project list: the picker's searches among them. */
const PROJECT_LISTS_KEY = ["/api/projects"] as const;

/** After a reservation changes hands, what the dialog shows: the approval queue and the available projects. */
export function refreshReservationReads(qc: QueryClient): Promise<unknown> {
  return Promise.all([qc.invalidateQueries({ queryKey: PENDING_RESERVATIONS_KEY }), qc.invalidateQueries({ queryKey: PROJECT_LISTS_KEY })]);
}
