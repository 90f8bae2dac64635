import type { QueryClient } from "@tanstack/react-query";
import { refreshProjects } from "@/components/projects/refresh-projects";

// Query keys are URLs (spec 1 §7: the default loader GETs the key's parts joined by "/").
export const PENDING_RESERVATIONS_KEY = ["/api/admin/pending-reservations"] as const;
export const INVESTORS_KEY = ["/api/admin/investors"] as const;

/** After a reservation changes hands: the approval queue, every project list and the dashboard figures. */
export function refreshReservationViews(qc: QueryClient): Promise<unknown> {
  return Promise.all([qc.invalidateQueries({ queryKey: PENDING_RESERVATIONS_KEY }), refreshProjects(qc)]);
}
