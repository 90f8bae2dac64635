import type { QueryClient } from "@tanstack/react-query";
import { DASHBOARD_STATS_KEY } from "@/components/dashboard/use-dashboard-stats";
import { PROJECTS_KEY } from "@/components/projects/use-project-page";

/** Spec 1 §7: after a project changes, the project list and the dashboard stats are loaded again. */
export function refreshProjects(qc: QueryClient): Promise<unknown> {
  return Promise.all([qc.invalidateQueries({ queryKey: [PROJECTS_KEY] }), qc.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY })]);
}
