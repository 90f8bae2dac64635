import type { QueryClient } from "@tanstack/react-query";

// Query keys are URLs (spec 1 §7: the default loader GETs the key's parts joined by "/").
export const PENDING_RESERVATIONS_KEY = ["/api/admin/pending-reservations"] as const;
export const INVESTORS_KEY = ["/api/admin/investors"] as const;
export const WAITLISTS_KEY = ["/api/admin/waitlists"] as const;
export const RESERVATION_SETTINGS_KEY = ["/api/admin/reservation-settings"] as const;
/** An investor's readiness checklist, for the employee reserving on their behalf. */
export const investorReadinessKey = (investorId: string) => ["/api/admin/investors", investorId, "readiness"] as const;
/** Every read of the project list: the picker's searches among them. */
const PROJECT_LISTS_KEY = ["/api/projects"] as const;

/** After a reservation changes hands, what the dialog shows: the queue, the waitlists, the available projects, readiness. */
export function refreshReservationReads(qc: QueryClient): Promise<unknown> {
  return Promise.all(
    [PENDING_RESERVATIONS_KEY, WAITLISTS_KEY, PROJECT_LISTS_KEY, INVESTORS_KEY].map((queryKey) => qc.invalidateQueries({ queryKey })),
  );
}
