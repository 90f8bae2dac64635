import { Badge } from "@/components/ui/badge";
import type { ProjectItem } from "@/components/projects/project-item";

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
  return <span className="text-slate-400">—</span>;
}
