"use client";
import type { ReactNode } from "react";
import { DataTable, type Column } from "@/components/ui/data-table";
import type { SortControl } from "@/components/ui/sortable-head";
import type { ProjectItem } from "@/components/shared/project-item";
import { projectColumns } from "@/components/projects/project-columns";
import { toggleSort, type ProjectSorting } from "@/components/projects/project-list-state";
import { ProjectRowActions, RowIcons, type RowHandlers } from "@/components/projects/project-row-actions";

type Props = {
  rows: ProjectItem[];
  sorting: ProjectSorting;
  /** The list's URL under another sort (the header's link). */
  sortHref: (sorting: ProjectSorting) => string;
  onSortingChange: (sorting: ProjectSorting) => void;
  handlers: RowHandlers;
  /** Above the phone's cards: the sort select. */
  cardsHeader: ReactNode;
};

/**
 * One page the server sorted: a table from `md` up, cards below it. Each sortable header links to the
 * list under the next sort (ascending, descending, none).
 */
export function ProjectTable({ rows, sorting, sortHref, onSortingChange, handlers, cardsHeader }: Props) {
  const columns = projectColumns(handlers.isEmployee);
  const actions: Column<ProjectItem> = {
    id: "actions",
    header: "Actions",
    hiddenHeader: true,
    card: "actions",
    className: "py-1.5",
    // The employee's three icons in one row, in a column of their own fixed width (36 px each, 4 px apart,
    // and the cell's padding): the other columns share what is left.
    ...(handlers.isEmployee ? { widthClass: "w-36 min-w-36 whitespace-nowrap" } : {}),
    cell: (project) => <ProjectRowActions project={project} {...handlers} />,
  };
  const sort = (id: string): SortControl | undefined => {
    const key = columns.find((c) => c.id === id)?.sort;
    if (!key) return undefined;
    const current = sorting.find((s) => s.id === key);
    const next = toggleSort(sorting, key);
    return { sorted: current ? (current.desc ? "desc" : "asc") : false, href: sortHref(next), onNavigate: () => onSortingChange(next) };
  };
  return (
    <>
      <RowIcons.Sprite />
      <DataTable
        label="Projects"
        rows={rows}
        rowKey={(p) => p.id}
        columns={[...columns.map((c) => ({ nowrap: true, ...c })), actions]}
        sort={sort}
        cardsBelow="md"
        cardsHeader={cardsHeader}
      />
    </>
  );
}
