"use client";
import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import type { SortKey } from "@/lib/projects/schemas";
import type { ProjectSorting } from "@/components/projects/project-list-state";

const FIELDS: Array<{ id: SortKey; label: string }> = [
  { id: "quarter", label: "Quarter" },
  { id: "stage", label: "Stage" },
  { id: "client", label: "Client" },
  { id: "type", label: "Type" },
  { id: "chargers", label: "Chargers" },
  { id: "spaces", label: "Spaces" },
  { id: "cost", label: "Cost" },
  { id: "itc", label: "ITC" },
];
const NONE = "none";
const OPTIONS = [{ value: NONE, label: "Newest first" }, ...FIELDS.map((f) => ({ value: f.id, label: `Sort by ${f.label}` }))];

/** The cards have no column headers to click: the same sort as a field and a direction. */
export function MobileSort({ sorting, onChange }: { sorting: ProjectSorting; onChange: (sorting: ProjectSorting) => void }) {
  const [current] = sorting;
  return (
    <div className="flex gap-2">
      <NativeSelect
        label="Sort by"
        options={OPTIONS}
        value={current?.id ?? NONE}
        onChange={(event) => {
          const v = event.target.value;
          onChange(v === NONE ? [] : [{ id: v as SortKey, desc: current?.desc ?? false }]);
        }}
        className="flex-1"
      />
      {current && (
        <Button variant="outline" onClick={() => onChange([{ ...current, desc: !current.desc }])} aria-label={current.desc ? "Descending (switch to ascending)" : "Ascending (switch to descending)"}>
          {current.desc ? <ArrowDown aria-hidden /> : <ArrowUp aria-hidden />}
          {current.desc ? "Desc" : "Asc"}
        </Button>
      )}
    </div>
  );
}
