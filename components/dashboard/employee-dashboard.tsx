import { DashboardSection } from "@/components/dashboard/dashboard-section";
import { WorkspaceTools } from "@/components/dashboard/workspace-tools";
import { EmployeeStatCards } from "@/components/dashboard/employee-stat-cards";
import { ProjectsWorkspace } from "@/components/dashboard/projects-workspace";
import { serverPanels } from "@/components/dashboard/server-panels";
import type { DashboardData } from "@/components/dashboard/dashboard-types";

/**
 * The employee's dashboard, top to bottom. Features add their sections here, in the spec's order:
 * the stat cards and the Deals by Stage / Product Types / Project Locations panels, then the filter
 * bar and project table (spec 1 §2 "Dashboard").
 */
export function EmployeeDashboard({ mapUrl, ...data }: { mapUrl: string } & DashboardData) {
  return (
    <>
      <EmployeeStatCards stats={data.stats} />
      <ProjectsWorkspace isEmployee panels={serverPanels(data.stats, mapUrl)} {...data} />
      <DashboardSection id="workspace-tools" title="Workspace tools" description="The same tools as the side menu, one click away.">
        <WorkspaceTools />
      </DashboardSection>
    </>
  );
}
