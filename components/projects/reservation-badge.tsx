import { Badge } from "@/components/ui/badge";
import type { ProjectItem } from "@/components/shared/project-item";

const STATUS = {
  pending: { label: "Pending", variant: "warning" },
  approved: { label: "Approved", variant: "default" },
  rejected: { label: "Rejected", variant: "destructive" },
} as const;

/** The employee's Reservation column: the reservation's status, "Available" to reserve, or nothing. */
export function ReservationBadge({ project }: { project: Pick<ProjectItem, "reservationStatus" | "available"> }) {
  if (project.reservationStatus) {
    const { label, variant } = STATUS[project.reservationStatus];
    return <Badge variant={variant}>{label}</Badge>;
  }
  if (project.available) return <Badge variant="info">Available</Badge>;
  return <span className="text-slate-500">—</span>;
}

/**
 * The investor's view of their own reservation: Pending, Approved, or Rejected with the employee's note
 * (the presenter sends a status only for the caller's own reservation). Nothing when they hold none.
 */
export function MyReservationStatus({ project }: { project: Pick<ProjectItem, "reservationStatus" | "rejectionNotes"> }) {
  if (!project.reservationStatus) return <span className="text-slate-400">—</span>;
  const { label, variant } = STATUS[project.reservationStatus];
  return (
    <div className="min-w-0 max-w-56 space-y-1">
      <Badge variant={variant}>{label}</Badge>
      {project.reservationStatus === "rejected" && project.rejectionNotes && (
        <p className="whitespace-normal wrap-anywhere text-xs font-normal text-slate-600">Note: {project.rejectionNotes}</p>
      )}
    </div>
  );
}
