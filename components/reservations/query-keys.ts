import type { QueryClient } from "@tanstack/react-query";
import { DASHBOARD_STATS_KEY } from "@/components/dashboard/use-dashboard-stats";

// Query keys are URLs (spec 1 §7: the default loader GETs the key's parts joined by "/").
export const PENDING_RESERVATIONS_KEY = ["/api/admin/pending-reservations"] as const;
export const INVESTORS_KEY = ["/api/admin/investors"] as const;

/** Any key that reads projects: the lists (["/api/projects", {filters}]) and single projects alike. */
const readsProjects = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith("/api/projects");

/** After a reservation changes hands: the approval queue, every project list and the dashboard figures. */
export function refreshReservationViews(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: PENDING_RESERVATIONS_KEY }),
    qc.invalidateQueries({ predicate: (q) => readsProjects(q.queryKey) }),
    qc.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
  ]);
}
