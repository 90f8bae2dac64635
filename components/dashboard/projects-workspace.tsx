"use client";
import { useCallback } from "react";
import { DashboardSection } from "@/components/dashboard/dashboard-section";
import type { ServerPanels } from "@/components/dashboard/server-panels";
import type { DashboardData } from "@/components/dashboard/dashboard-types";
import { DealsByStagePanel } from "@/components/dashboard/deals-by-stage-panel";
import { useUrlDialog } from "@/components/shared/use-url-dialog";
import { LazyProjectDialog } from "@/components/projects/lazy-project-dialog";
import { NEW_PROJECT } from "@/components/projects/project-dialog/project-api";
import { ProjectFilterBar } from "@/components/projects/project-filter-bar";
import type { ProjectFilters } from "@/components/projects/project-list-state";
import { ProjectResults } from "@/components/projects/project-results";
import { useProjectList } from "@/components/projects/use-project-list";
import { ViewSwitch } from "@/components/pipeline/view-switch";
import { ReservingProvider } from "@/components/reservations/reserving-context";

/** `panels`: the parts without state (the stage chart, the panels beside it), rendered on the server. */
type Props = DashboardData & { isEmployee: boolean; panels: ServerPanels };

/**
 * The panels, filter bar and project table of both dashboards, from the page's server reads. The stage
 * filter lives here once: the Deals by Stage panel and the stage select (employees) both set it.
 */
export function ProjectsWorkspace({ isEmployee, panels, stats, projects, list, quarters, idleCounts, reserving = null, projectDialog }: Props) {
  const { state, dispatch, pending } = useProjectList(list);
  // The project opened is the URL's `?project=` (NEW_PROJECT: Add New Project); the page read it for the dialog.
  const dialog = useUrlDialog(projectDialog.open?.id ?? null, "project");
  const onFilter = useCallback((patch: Partial<ProjectFilters>) => dispatch({ type: "filter", patch }), [dispatch]);

  return (
    <ReservingProvider value={reserving}>
      <DashboardSection id="pipeline-overview" title="Pipeline overview">
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <DealsByStagePanel
              stats={stats}
              chart={panels.stageChart}
              idleCounts={isEmployee ? (idleCounts ?? null) : undefined}
              selected={state.filters.stage}
              onToggle={(stage) => dispatch({ type: "toggleStage", stage })}
              onClear={() => onFilter({ stage: null })}
            />
          </div>
          <div className="grid content-start gap-4">{panels.side}</div>
        </div>
      </DashboardSection>
      <DashboardSection
        id="projects"
        title="Projects"
        description={isEmployee ? "Every project in the pipeline." : "Projects shared with investors."}
        actions={isEmployee && <ViewSwitch current="table" filters={state.filters} />}
      >
        <ProjectFilterBar state={state} isEmployee={isEmployee} quarters={quarters} onFilter={onFilter} onAdd={() => dialog.openDialog(NEW_PROJECT)} />
        <ProjectResults projects={projects} state={state} dispatch={dispatch} pending={pending} isEmployee={isEmployee} onOpen={dialog.openDialog} />
      </DashboardSection>
      <LazyProjectDialog projectId={dialog.shown} state={projectDialog} onOpenChange={dialog.onOpenChange} onCreated={dialog.openDialog} />
    </ReservingProvider>
  );
}
