"use client";
import { Download, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import type { ProjectType, Quarter, Stage } from "@/lib/projects/schemas";
import { FilterSelect } from "@/components/projects/filter-select";
import { exportHref, type ProjectFilters, type ProjectListState } from "@/components/projects/project-list-state";
import { SearchBox } from "@/components/ui/search-box";
import { compareQuarters } from "@/lib/projects/quarters";

// Spec 1 §2 and §9: the filters offer these values, in this order. Quarters are the ones in the data (the
// spec's fixed Q2'25–Q4'25 aged with the calendar; lib/projects/quarters.ts).
const STAGE_OPTIONS: Stage[] = ["Best Case", "Committed", "Contracted", "Deployed", "Pipeline"];
const TYPE_OPTIONS: ProjectType[] = ["L2", "L3"];

type Props = {
  state: ProjectListState;
  isEmployee: boolean;
  /** The quarters the viewer's projects are in, oldest first. */
  quarters: string[];
  onFilter: (patch: Partial<ProjectFilters>) => void;
  onAdd: () => void;
};

/**
 * Search, stage (employees), quarter and type filters, Export and Add Project. Export downloads the
 * CSV of exactly the filtered, sorted list the table shows (every page).
 */
export function ProjectFilterBar({ state, isEmployee, quarters, onFilter, onAdd }: Props) {
  const { filters } = state;
  // A chosen quarter stays on offer even when no project is in it any more.
  const quarterOptions = (filters.quarter && !quarters.includes(filters.quarter) ? [...quarters, filters.quarter].sort(compareQuarters) : quarters) as Quarter[];
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="min-w-0 flex-1 lg:max-w-sm">
        <SearchBox value={filters.search} onChange={(search) => onFilter({ search })} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        {isEmployee ? (
          <FilterSelect label="Stage" allLabel="All Stages" options={STAGE_OPTIONS} value={filters.stage} onChange={(stage) => onFilter({ stage })} />
        ) : (
          filters.stage && (
            // Investors have no stage select; the Deals by Stage panel's filter still shows, and clears, here.
            <Button variant="secondary" className="col-span-2 justify-between sm:col-span-1" onClick={() => onFilter({ stage: null })}>
              Stage: {filters.stage}
              <X aria-hidden />
              <span className="sr-only">(clear stage filter)</span>
            </Button>
          )
        )}
        <FilterSelect label="Quarter" allLabel="All Quarters" options={quarterOptions} value={filters.quarter} onChange={(quarter) => onFilter({ quarter })} />
        <FilterSelect label="Type" allLabel="All Types" options={TYPE_OPTIONS} value={filters.type} onChange={(type) => onFilter({ type })} />
      </div>
      <div className="flex gap-3 lg:ml-auto">
        <a href={exportHref(state)} download className={buttonVariants({ variant: "outline", className: "flex-1 sm:flex-none" })}>
          <Download aria-hidden />
          Export
        </a>
        {isEmployee && (
          <Button onClick={onAdd} className="flex-1 sm:flex-none">
            <Plus aria-hidden />
            Add Project
          </Button>
        )}
      </div>
    </div>
  );
}
