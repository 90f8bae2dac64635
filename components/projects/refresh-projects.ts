import type { QueryClient } from "@tanstack/react-query";
import { DASHBOARD_STATS_KEY } from "@/lib/client/query-keys";

/** Any key that reads projects: the lists (["/api/projects", {filters}]), single projects, their comments and tasks. */
const readsProjects = (key: readonly unknown[]) => typeof key[0] === "string" && key[0].startsWith("/api/projects");

/** Spec 1 §7: after a project changes, the project lists and the dashboard stats are loaded again. */
export function refreshProjects(qc: QueryClient): Promise<unknown> {
  return Promise.all([qc.invalidateQueries({ predicate: (q) => readsProjects(q.queryKey) }), qc.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY })]);
}
