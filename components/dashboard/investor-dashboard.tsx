import { DashboardSection } from "@/components/dashboard/dashboard-section";
import { ProjectsWorkspace } from "@/components/dashboard/projects-workspace";
import { serverPanels } from "@/components/dashboard/server-panels";
import { InvestorResources } from "@/components/dashboard/investor-resources";
import { InvestorStatCards } from "@/components/dashboard/investor-stat-cards";
import type { DashboardData } from "@/components/dashboard/dashboard-types";

/**
 * The investor's dashboard, top to bottom. Features add their sections here, in the spec's order:
 * the investor cards (Available to Reserve, My Reservations, Deployed Projects), the Investor
 * Resources panel, the shared panels, then the filter bar and project table (spec 1 §2 "Dashboard").
 */
export function InvestorDashboard({ mapUrl, ...data }: { mapUrl: string } & DashboardData) {
  return (
    <>
      <DashboardSection id="investor-overview" title="Overview" description="Projects open to you, your reservations and the deployed projects you own.">
        <InvestorStatCards stats={data.stats} />
      </DashboardSection>
      <DashboardSection id="investor-resources" title="Investor Resources">
        <InvestorResources />
      </DashboardSection>
      {/* Shared with the employee dashboard: Deals by Stage, Product Types, Project Locations, filter bar, project table. */}
      <ProjectsWorkspace isEmployee={false} panels={serverPanels(data.stats, mapUrl)} {...data} />
    </>
  );
}
