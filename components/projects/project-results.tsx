"use client";
import { useEffect, useState, type Dispatch } from "react";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton, Spinner } from "@/components/ui/skeleton";
import { DeleteProjectDialog } from "@/components/projects/delete-project-dialog";
import { MobileSort } from "@/components/projects/mobile-sort";
import { ProjectCardList } from "@/components/projects/project-card-list";
import type { ProjectItem } from "@/components/projects/project-item";
import { hasFilters, PAGE_SIZE, type ProjectListAction, type ProjectListState, type ProjectSorting } from "@/components/projects/project-list-state";
import { ProjectPagination } from "@/components/projects/project-pagination";
import type { RowHandlers } from "@/components/projects/project-row-actions";
import { ProjectTable } from "@/components/projects/project-table";
import { useDeleteProject, useReservation } from "@/components/projects/use-project-actions";
import { useProjectPage } from "@/components/projects/use-project-page";

type Props = { state: ProjectListState; dispatch: Dispatch<ProjectListAction>; isEmployee: boolean; onOpen: (id: string) => void };

/** The project list's states (loading, failed, empty) and, once loaded, the table or cards and the pages. */
export function ProjectResults({ state, dispatch, isEmployee, onOpen }: Props) {
  const query = useProjectPage(state);
  const remove = useDeleteProject();
  const reservation = useReservation();
  const [toDelete, setToDelete] = useState<ProjectItem | null>(null);
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const onSortingChange = (sorting: ProjectSorting) => dispatch({ type: "sort", sorting });

  const handlers: RowHandlers = {
    isEmployee,
    onOpen,
    onDelete: setToDelete,
    onReserve: (project, action) => reservation.mutate({ id: project.id, action }),
    busyId: reservation.isPending ? reservation.variables?.id : undefined,
  };

  // A delete can empty the last page: step back to the page that now is the last.
  const pastTheEnd = query.isSuccess && !query.isFetching && query.data.rows.length === 0 && total > 0 && state.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) dispatch({ type: "page", page: pageCount });
  }, [pastTheEnd, pageCount, dispatch]);

  if (query.isPending) return <LoadingRows />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center text-sm text-red-800">
        <p className="font-medium">Failed to fetch projects</p>
        <p className="text-red-700">{query.error.message}</p>
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { rows } = query.data;
  return (
    <div className="space-y-4" aria-busy={query.isFetching}>
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
            {query.isPlaceholderData && <Spinner label="Loading projects..." className="absolute right-2 top-2 z-10" />}
            <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white md:block">
              <ProjectTable rows={rows} sorting={state.sorting} onSortingChange={onSortingChange} handlers={handlers} />
            </div>
            <div className="space-y-3 md:hidden">
              <MobileSort sorting={state.sorting} onChange={onSortingChange} />
              <ProjectCardList rows={rows} handlers={handlers} />
            </div>
          </div>
          <ProjectPagination page={state.page} pageCount={pageCount} total={total} pageSize={PAGE_SIZE} onPage={(page) => dispatch({ type: "page", page })} />
        </>
      )}
      <DeleteProjectDialog
        project={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={(project) => {
          setToDelete(null);
          remove.mutate(project.id);
        }}
      />
    </div>
  );
}

function LoadingRows() {
  return (
    <div role="status" aria-label="Loading projects" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <Skeleton className="h-8" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-12" />
      ))}
    </div>
  );
}
