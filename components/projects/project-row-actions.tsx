"use client";
import Link from "next/link";
import { Eye, FilePenLine, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/client/cn";
import { iconSprite } from "@/components/ui/icon-sprite";
import type { ProjectItem } from "@/components/shared/project-item";
import { InvestorReservation, type ReservationAction } from "@/components/reservations/investor-reservation";

export type RowHandlers = {
  isEmployee: boolean;
  onOpen: (id: string) => void;
  onDelete: (project: ProjectItem) => void;
  onReserve: (project: Pick<ProjectItem, "id">, action: ReservationAction) => void;
  /** The project whose reservation call is in flight. */
  busyId?: string;
};

// One set of buttons for the table and the phone's card (components/ui/data-table.tsx draws a row once):
// icons in the table's narrow column, from `md` up; below it the card has room for words.
const ROW_BUTTON = "size-9 max-md:h-8 max-md:w-auto max-md:px-3 max-md:text-xs";
const word = (text: string) => <span className="md:hidden">{text}</span>;
/** The rows' icons, drawn once by the table (`<RowIcons.Sprite />`). */
export const RowIcons = iconSprite("project-row-icon", { edit: Pencil, view: Eye, page: FilePenLine, delete: Trash2 });

/**
 * Every row: edit (employees) or view (investors) in the project dialog. Employees also get the full
 * edit page and delete; investors get Reserve / Unreserve instead of delete (spec 1 §2, §6), or the
 * readiness checklist and the waitlist (issue 22).
 */
export function ProjectRowActions({ project, isEmployee, onOpen, onDelete, onReserve, busyId }: RowHandlers & { project: ProjectItem }) {
  const name = project.client;
  return (
    // The employee's icons never wrap (their column is as wide as the three); words and an investor's
    // reservation controls may.
    <div className={cn("flex flex-wrap items-center justify-end gap-1", isEmployee && "md:flex-nowrap")}>
      <Button variant="ghost" size="icon" className={ROW_BUTTON} onClick={() => onOpen(project.id)} aria-label={`${isEmployee ? "Edit" : "View"} ${name}`} title={isEmployee ? "Edit" : "View details"}>
        <RowIcons.Icon name={isEmployee ? "edit" : "view"} />
        {word(isEmployee ? "Edit" : "View")}
      </Button>
      {isEmployee ? (
        <>
          <Link className={cn(buttonVariants({ variant: "ghost", size: "icon" }), ROW_BUTTON)} href={`/project/${encodeURIComponent(project.id)}/edit`} aria-label={`Open edit page for ${name}`} title="Open edit page">
            <RowIcons.Icon name="page" />
            {word("Edit page")}
          </Link>
          <Button
            variant="ghost"
            size="icon"
            className={`${ROW_BUTTON} text-red-700 hover:bg-red-50 hover:text-red-800`}
            onClick={() => onDelete(project)}
            aria-label={`Delete ${name}`}
            title="Delete"
          >
            <RowIcons.Icon name="delete" />
            {word("Delete")}
          </Button>
        </>
      ) : (
        <InvestorReservation project={project} onReserve={onReserve} busy={busyId === project.id} />
      )}
    </div>
  );
}
