"use client";
// An investor's reservation control for one project, in the list's rows and in the project dialog:
// Reserve (or, while the firm requires readiness and they are not ready, the checklist instead),
// Unreserve of their own pending reservation, Join waitlist on a project someone else holds, or their
// place in line with Leave (issue 22).
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ReadinessChecklist } from "@/components/reservations/readiness-checklist";
import { blockedByReadiness, useReserving } from "@/components/reservations/reserving-context";
import { placeText } from "@/lib/reservations/waitlist-policy";
import type { ProjectItem } from "@/components/shared/project-item";

export type ReservationAction = "reserve" | "unreserve" | "join" | "leave";

type Project = Pick<ProjectItem, "id" | "client" | "available" | "isReserved" | "reservedByMe" | "reservationStatus">;
type Props = { project: Project; onReserve: (project: Project, action: ReservationAction) => void; busy: boolean; compact?: boolean };

export function InvestorReservation({ project, onReserve, busy, compact = true }: Props) {
  const reserving = useReserving();
  const blocked = blockedByReadiness(reserving);
  const place = reserving?.places[project.id];
  const name = project.client;
  if (project.available) {
    if (blocked) return <ReadinessChecklist items={reserving!.readiness.items} compact={compact} className="text-left" />;
    return (
      <Button size="sm" disabled={busy} onClick={() => onReserve(project, "reserve")} aria-label={`Reserve ${name}`}>
        Reserve
      </Button>
    );
  }
  if (project.reservedByMe && project.reservationStatus === "pending") {
    return (
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onReserve(project, "unreserve")} aria-label={`Unreserve ${name}`}>
        Unreserve
      </Button>
    );
  }
  if (project.reservedByMe && project.reservationStatus === "approved") return <Badge variant="default">Reserved by you</Badge>;
  if (!project.isReserved) return null;
  if (place) {
    return (
      <span className="inline-flex flex-wrap items-center justify-end gap-2">
        <Badge variant="info">{placeText(place)}</Badge>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onReserve(project, "leave")} aria-label={`Leave waitlist for ${name}`}>
          Leave
        </Button>
      </span>
    );
  }
  if (reserving && !blocked) {
    return (
      <span className="inline-flex flex-wrap items-center justify-end gap-2">
        <Badge variant="secondary">Reserved</Badge>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onReserve(project, "join")} aria-label={`Join waitlist for ${name}`}>
          Join waitlist
        </Button>
      </span>
    );
  }
  return <Badge variant="secondary">Reserved</Badge>;
}
