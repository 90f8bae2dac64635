"use client";
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { FilterSelect } from "@/components/projects/filter-select";
import { SearchBox } from "@/components/ui/search-box";
import { compareQuarters } from "@/lib/projects/quarters";
import { TYPES, type Quarter } from "@/lib/projects/schemas";
import type { BoardFilters } from "@/lib/pipeline/board-href";

type Props = { state: BoardFilters; quarters: string[]; onFilter: (patch: Partial<BoardFilters>) => void };

/** The table's search, quarter and type filters, and "Idle only"; the column totals follow them. */
export function BoardFilterBar({ state, quarters, onFilter }: Props) {
  const idleId = useId();
  const quarterOptions = (state.quarter && !quarters.includes(state.quarter) ? [...quarters, state.quarter].sort(compareQuarters) : quarters) as Quarter[];
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="min-w-0 flex-1 lg:max-w-sm">
        <SearchBox value={state.search} onChange={(search) => onFilter({ search })} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        <FilterSelect label="Quarter" allLabel="All Quarters" options={quarterOptions} value={state.quarter} onChange={(quarter) => onFilter({ quarter })} />
        <FilterSelect label="Type" allLabel="All Types" options={TYPES} value={state.type} onChange={(type) => onFilter({ type })} />
        <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
          <Checkbox id={idleId} checked={state.idle} onCheckedChange={(checked) => onFilter({ idle: checked === true })} />
          <Label htmlFor={idleId}>Idle only</Label>
        </div>
      </div>
    </div>
  );
}
