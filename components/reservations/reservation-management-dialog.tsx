"use client";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDialogParam } from "@/components/shared/url-dialog";
import { PendingReservationList } from "@/components/reservations/pending-reservation-list";
import { ReadinessRuleSwitch } from "@/components/reservations/readiness-rule-switch";
import { ReserveProjectForm } from "@/components/reservations/reserve-project-form";
import { WaitlistList } from "@/components/reservations/waitlist-list";
import type { ReservationManagementData, ReservationTab } from "@/components/reservations/types";
import { cn } from "@/lib/client/cn";

/** Reserve Project and Pending Approvals, plus the readiness switch and every project's waitlist (issue 22). */
export function ReservationManagementPanel({ requireReadiness, projects, search, investors, pending, waitlists, tab }: ReservationManagementData) {
  const [shown, show] = useDialogParam("tab", tab);
  return (
    <>
      <ReadinessRuleSwitch requireReadiness={requireReadiness} />
      <Tabs value={shown} onValueChange={(value) => show(value as ReservationTab)}>
        <TabsList aria-label="Reservation tasks">
          <TabsTrigger value="reserve">Reserve Project</TabsTrigger>
          <TabsTrigger value="pending">
            Pending Approvals
            {"data" in pending && (
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
            {"data" in waitlists && (
              <span className="rounded-full bg-slate-200 px-1.5 text-xs tabular-nums text-slate-700" data-testid="waitlist-count">
                {waitlists.data.length}
              </span>
            )}
          </TabsTrigger>
        </TabsList>
        {/* Both panels stay mounted, so a half-filled form survives a look at the queue. */}
        <TabsContent value="reserve" forceMount className="data-[state=inactive]:hidden">
          <ReserveProjectForm projects={projects} search={search} investors={investors} />
        </TabsContent>
        <TabsContent value="pending" forceMount className="data-[state=inactive]:hidden">
          <PendingReservationList pending={pending} />
        </TabsContent>
        <TabsContent value="waitlists">
          <WaitlistList waitlists={waitlists} />
        </TabsContent>
      </Tabs>
    </>
  );
}
