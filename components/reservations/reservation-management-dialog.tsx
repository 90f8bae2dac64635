"use client";
import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { MenuDialogProps } from "@/components/shared/menu-dialog-props";
import { PendingReservationList } from "@/components/reservations/pending-reservation-list";
import { PENDING_RESERVATIONS_KEY, WAITLISTS_KEY } from "@/components/reservations/query-keys";
import { ReadinessRuleSwitch } from "@/components/reservations/readiness-rule-switch";
import { ReserveProjectForm } from "@/components/reservations/reserve-project-form";
import { WaitlistList } from "@/components/reservations/waitlist-list";
import type { PendingReservation, ProjectWaitlist } from "@/components/reservations/types";
import { cn } from "@/lib/client/cn";

/**
 * Spec 1 §2 "Project Reservation Management" (employee side menu): Reserve Project and Pending Approvals,
 * plus the readiness switch and every project's waitlist (issue 22).
 */
export function ReservationManagementDialog({ open, onOpenChange }: MenuDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Project Reservation Management</DialogTitle>
          <DialogDescription>Reserve a Committed project for an approved investor, approve or reject pending reservations, and see who is waiting.</DialogDescription>
        </DialogHeader>
        <ReadinessRuleSwitch />
        <ReservationTabs />
      </DialogContent>
    </Dialog>
  );
}

function ReservationTabs() {
  // Mounted only while the dialog is open; each opening shows the current queue.
  const pending = useQuery<PendingReservation[]>({ queryKey: PENDING_RESERVATIONS_KEY, refetchOnMount: "always" });
  const waitlists = useQuery<ProjectWaitlist[]>({ queryKey: WAITLISTS_KEY, refetchOnMount: "always" });
  return (
    <Tabs defaultValue="reserve">
      <TabsList aria-label="Reservation tasks">
        <TabsTrigger value="reserve">Reserve Project</TabsTrigger>
        <TabsTrigger value="pending">
          Pending Approvals
          {pending.isSuccess && (
            <span
              className={cn("rounded-full px-1.5 text-xs tabular-nums", pending.data.length > 0 ? "bg-amber-100 text-amber-900" : "bg-slate-200 text-slate-700")}
              data-testid="pending-count"
            >
              {pending.data.length}
            </span>
          )}
        </TabsTrigger>
        <TabsTrigger value="waitlists">
          Waitlists
          {waitlists.isSuccess && (
            <span className="rounded-full bg-slate-200 px-1.5 text-xs tabular-nums text-slate-700" data-testid="waitlist-count">
              {waitlists.data.length}
            </span>
          )}
        </TabsTrigger>
      </TabsList>
      {/* Both panels stay mounted, so a half-filled form survives a look at the queue. */}
      <TabsContent value="reserve" forceMount className="data-[state=inactive]:hidden">
        <ReserveProjectForm />
      </TabsContent>
      <TabsContent value="pending" forceMount className="data-[state=inactive]:hidden">
        <PendingReservationList pending={pending} />
      </TabsContent>
      <TabsContent value="waitlists">
        <WaitlistList waitlists={waitlists} />
      </TabsContent>
    </Tabs>
  );
}
