"use client";
import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { MenuDialogProps } from "@/components/shared/menu-dialog-props";
import { PendingReservationList } from "@/components/reservations/pending-reservation-list";
import { PENDING_RESERVATIONS_KEY } from "@/components/reservations/query-keys";
import { ReserveProjectForm } from "@/components/reservations/reserve-project-form";
import type { PendingReservation } from "@/components/reservations/types";
import { cn } from "@/lib/client/cn";

/** Spec 1 §2 "Project Reservation Management" (employee side menu): Reserve Project and Pending Approvals. */
export function ReservationManagementDialog({ open, onOpenChange }: MenuDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Project Reservation Management</DialogTitle>
          <DialogDescription>Reserve a Committed project for an approved investor, and approve or reject pending reservations.</DialogDescription>
        </DialogHeader>
        <ReservationTabs />
      </DialogContent>
    </Dialog>
  );
}

function ReservationTabs() {
  // Mounted only while the dialog is open; each opening shows the current queue.
  const pending = useQuery<PendingReservation[]>({ queryKey: PENDING_RESERVATIONS_KEY, refetchOnMount: "always" });
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
      </TabsList>
      {/* Both panels stay mounted, so a half-filled form survives a look at the queue. */}
      <TabsContent value="reserve" forceMount className="data-[state=inactive]:hidden">
        <ReserveProjectForm />
      </TabsContent>
      <TabsContent value="pending" forceMount className="data-[state=inactive]:hidden">
        <PendingReservationList pending={pending} />
      </TabsContent>
    </Tabs>
  );
}
