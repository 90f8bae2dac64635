import type { ReactNode } from "react";
import { ProductTypesPanel } from "@/components/dashboard/product-types-panel";
import { ProjectLocationsPanel } from "@/components/dashboard/project-locations-panel";
import { StageValueChart } from "@/components/dashboard/stage-value-chart";
import { panelStages } from "@/components/dashboard/panel-stages";
import type { DashboardStats } from "@/lib/dashboard/queries";

/** The dashboard's panels that hold no state, rendered on the server (no script) and handed to the workspace. */
export type ServerPanels = { stageChart: ReactNode; side: ReactNode };

export function serverPanels(stats: DashboardStats | null, mapUrl: string): ServerPanels {
  return {
    stageChart: <StageValueChart byStage={panelStages(stats)} />,
    side: (
      <>
        <ProductTypesPanel stats={stats} />
        <ProjectLocationsPanel mapUrl={mapUrl} />
      </>
    ),
  };
}
