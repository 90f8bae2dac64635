"use client";
import { useState, type Dispatch } from "react";
import { usePathname } from "next/navigation";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/skeleton";
import { lazyDialog } from "@/components/shared/lazy-dialog";
import { MobileSort } from "@/components/projects/mobile-sort";
import type { ProjectItem, ProjectPage } from "@/components/shared/project-item";
import { hasFilters, listHref, PAGE_SIZE, projectListReducer, type ProjectListAction, type ProjectListState, type ProjectSorting } from "@/components/projects/project-list-state";
import { ProjectPagination } from "@/components/projects/project-pagination";
import type { RowHandlers } from "@/components/projects/project-row-actions";
import { ProjectTable } from "@/components/projects/project-table";
import { useDeleteProject, useReservation } from "@/components/projects/use-project-actions";
import { useRetry } from "@/components/shared/use-retry";

// The confirmation (Radix AlertDialog) loads with its first opening, not with the dashboard.
const DeleteProjectDialog = lazyDialog(() => import("@/components/projects/delete-project-dialog").then((m) => m.DeleteProjectDialog), {
  isOpen: (props) => props.project !== null,
  close: (props) => props.onCancel(),
});

type Props = {
  /** The page the server read for the URL's state; null when that read failed. */
  projects: ProjectPage | null;
  state: ProjectListState;
  dispatch: Dispatch<ProjectListAction>;
  /** The next page is being read: the current rows stay, marked busy. */
  pending: boolean;
  isEmployee: boolean;
  onOpen: (id: string) => void;
};

/** The project list's states (failed, empty) and the table or cards and the pages. */
export function ProjectResults({ projects, state, dispatch, pending, isEmployee, onOpen }: Props) {
  const remove = useDeleteProject();
  const reservation = useReservation();
  const retry = useRetry();
  const [toDelete, setToDelete] = useState<ProjectItem | null>(null);
  const total = projects?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pathname = usePathname();
  const onSortingChange = (sorting: ProjectSorting) => dispatch({ type: "sort", sorting });
  const sortHref = (sorting: ProjectSorting) => listHref(pathname, projectListReducer(state, { type: "sort", sorting }));

  const handlers: RowHandlers = {
    isEmployee,
    onOpen,
    onDelete: setToDelete,
    onReserve: (project, action) => void reservation.run(project.id, action),
    busyId: reservation.busyId,
  };

  if (!projects) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center text-sm text-red-800">
        <p className="font-medium">Failed to fetch projects</p>
        <Button size="sm" variant="outline" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }

  const { rows } = projects;
  return (
    <div className="space-y-4" aria-busy={pending}>
      {rows.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No projects found"
          description={hasFilters(state.filters) ? "No project matches the search and filters. Try other words or clear the filters." : undefined}
          action={
            hasFilters(state.filters) && (
              <Button variant="outline" size="sm" onClick={() => dispatch({ type: "clearFilters" })}>
                Clear filters
              </Button>
            )
          }
        />
      ) : (
        <>
          <div className="relative">
            {pending && <Spinner label="Loading projects..." className="absolute right-2 top-2 z-10" />}
            <ProjectTable
              rows={rows}
              sorting={state.sorting}
              sortHref={sortHref}
              onSortingChange={onSortingChange}
              handlers={handlers}
              cardsHeader={<MobileSort sorting={state.sorting} onChange={onSortingChange} />}
            />
          </div>
          <ProjectPagination page={state.page} pageCount={pageCount} total={total} pageSize={PAGE_SIZE} onPage={(page) => dispatch({ type: "page", page })} />
        </>
      )}
      {toDelete && (
        <DeleteProjectDialog
          project={toDelete}
          onCancel={() => setToDelete(null)}
          onConfirm={(project) => {
            setToDelete(null);
            void remove.run({ id: project.id });
          }}
        />
      )}
    </div>
  );
}
