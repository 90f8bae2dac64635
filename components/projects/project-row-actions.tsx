"use client";
import Link from "next/link";
import { Eye, FilePenLine, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/client/cn";
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

/**
 * Every row: edit (employees) or view (investors) in the project dialog. Employees also get the full
 * edit page and delete; investors get Reserve / Unreserve instead of delete (spec 1 §2, §6), or the
 * readiness checklist and the waitlist (issue 22).
 */
export function ProjectRowActions({ project, isEmployee, onOpen, onDelete, onReserve, busyId, labelled = false }: RowHandlers & { project: ProjectItem; labelled?: boolean }) {
  const name = project.client;
  // Icons only in the table's narrow column; the cards have room for words.
  const size = labelled ? "sm" : "icon";
  const iconOnly = labelled ? "" : "size-9";
  return (
    // The employee's icons never wrap (their column is as wide as the three); words and an investor's
    // reservation controls may.
    <div className={cn("flex items-center justify-end gap-1", isEmployee && !labelled ? "flex-nowrap" : "flex-wrap")}>
      <Button variant="ghost" size={size} className={iconOnly} onClick={() => onOpen(project.id)} aria-label={`${isEmployee ? "Edit" : "View"} ${name}`} title={isEmployee ? "Edit" : "View details"}>
        {isEmployee ? <Pencil aria-hidden /> : <Eye aria-hidden />}
        {labelled && (isEmployee ? "Edit" : "View")}
      </Button>
      {isEmployee ? (
        <>
          <Link className={cn(buttonVariants({ variant: "ghost", size }), iconOnly)} href={`/project/${encodeURIComponent(project.id)}/edit`} aria-label={`Open edit page for ${name}`} title="Open edit page">
            <FilePenLine aria-hidden />
            {labelled && "Edit page"}
          </Link>
          <Button
            variant="ghost"
            size={size}
            className={`${iconOnly} text-red-700 hover:bg-red-50 hover:text-red-800`}
            onClick={() => onDelete(project)}
            aria-label={`Delete ${name}`}
            title="Delete"
          >
            <Trash2 aria-hidden />
            {labelled && "Delete"}
          </Button>
        </>
      ) : (
        <InvestorReservation project={project} onReserve={onReserve} busy={busyId === project.id} />
      )}
    </div>
  );
}
