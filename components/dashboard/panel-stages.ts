import type { Stage } from "@/lib/projects/schemas";
import type { DashboardStats } from "@/lib/dashboard/queries";

// Spec 1 §2's order for the Deals by Stage panel and its chart.
const PANEL_STAGES: Stage[] = ["Committed", "Pipeline", "Best Case", "Contracted", "Deployed"];

/** Each panel stage with its count and value, zero where no project is in it. */
export function panelStages(stats: DashboardStats | null) {
  return PANEL_STAGES.map((stage) => stats?.byStage.find((s) => s.stage === stage) ?? { stage, count: 0, value: "0.00" });
}
