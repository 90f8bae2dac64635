"use client";
import { EmptyState } from "@/components/ui/empty-state";
import { FieldError } from "@/components/ui/field-error";
import { formatUsd } from "@/lib/format/money";
import { SearchBox } from "@/components/ui/search-box";
import { cn } from "@/lib/client/cn";
import { DialogLoadError, useServerDialogParam } from "@/components/shared/url-dialog";
import type { AvailableProject } from "@/components/reservations/types";
import type { Loaded } from "@/lib/wire";

export type ChosenProject = Pick<AvailableProject, "id" | "client">;

type Props = { projects: Loaded<AvailableProject[]>; search: string; chosen: ChosenProject | null; onChoose: (project: ChosenProject) => void; error?: string };

const ERROR_ID = "reserve-project-error";

/**
 * The projects an investor could reserve now, searched by client on the server (the URL's `dialog-search`).
 * Availability is the server's (lib/reservations/availability), so the rule is never restated here. A
 * native radio group: Tab reaches it, the arrow keys move the choice.
 */
export function AvailableProjectPicker({ projects, search, chosen, onChoose, error }: Props) {
  const searching = useServerDialogParam("search");
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Project</legend>
      <SearchBox value={search} onChange={searching.set} placeholder="Search by client..." label="Search available projects by client" />
      {/* The last answer stays on screen while a new search loads. */}
      <div aria-busy={searching.pending} className={cn(searching.pending && "opacity-60")}>
        <ProjectChoices projects={projects} chosen={chosen} onChoose={onChoose} searching={search.trim() !== ""} invalid={!!error} />
      </div>
      {chosen && (
        <p className="text-sm text-slate-600">
          Selected: <span className="font-medium text-slate-900">{chosen.client}</span>
        </p>
      )}
      <FieldError id={ERROR_ID} message={error} />
    </fieldset>
  );
}

type ChoicesProps = {
  projects: Loaded<AvailableProject[]>;
  chosen: ChosenProject | null;
  onChoose: (project: ChosenProject) => void;
  searching: boolean;
  invalid: boolean;
};

function ProjectChoices({ projects, chosen, onChoose, searching, invalid }: ChoicesProps) {
  if ("error" in projects) return <DialogLoadError message="Failed to fetch projects" />;
  if (projects.data.length === 0) {
    return searching ? (
      <EmptyState title="No available projects match your search" className="py-6" />
    ) : (
      <EmptyState
        title="No projects available to reserve"
        description="Committed projects that are shared with investors and not yet reserved appear here."
        className="py-6"
      />
    );
  }
  return (
    <ul className={cn("max-h-64 divide-y divide-slate-200 overflow-y-auto rounded-lg border", invalid ? "border-red-400" : "border-slate-200")}>
      {projects.data.map((project) => (
        <li key={project.id}>
          <label className="flex cursor-pointer items-start gap-3 p-3 transition-colors hover:bg-slate-50 has-[:checked]:bg-emerald-50 has-[:focus-visible]:bg-emerald-50/60">
            <input
              type="radio"
              name="reserve-project"
              value={project.id}
              checked={chosen?.id === project.id}
              onChange={() => onChoose({ id: project.id, client: project.client })}
              aria-labelledby={`reserve-${project.id}-client`}
              aria-describedby={`reserve-${project.id}-details`}
              className="mt-1 size-4 shrink-0 accent-emerald-700"
            />
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span id={`reserve-${project.id}-client`} className="font-medium text-slate-900">
                  {project.client}
                </span>
                <span className="text-sm font-medium tabular-nums text-slate-700">{formatUsd(project.projectCost)}</span>
              </span>
              <span id={`reserve-${project.id}-details`} className="text-xs text-slate-600">
                {project.address} · {project.deploymentQuarter} · {project.type} · {project.numberOfChargers} chargers
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
