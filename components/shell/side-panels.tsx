import { ProductTypesPanel } from "@/components/dashboard/product-types-panel";
import { ProjectLocationsPanel } from "@/components/dashboard/project-locations-panel";
import type { DashboardStats } from "@/lib/dashboard/queries";

/** Product Types and Project Locations (spec 1 §2), beside Deals by Stage on both dashboards: server-rendered, no script. */
export function SidePanels({ stats, mapUrl }: { stats: DashboardStats | null; mapUrl: string }) {
  return (
    <>
      <ProductTypesPanel stats={stats} />
      <ProjectLocationsPanel mapUrl={mapUrl} />
    </>
  );
}
