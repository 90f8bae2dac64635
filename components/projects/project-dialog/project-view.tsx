"use client";
// The project as an investor sees it in the dialog (issue 14, defect 11): a view, not a disabled form.
// Money is formatted, and controls only employees use (the Share switch, save buttons) are not shown.
import { useState, type ReactNode } from "react";
import { formatUsd } from "@/lib/format/money";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { StageBadge } from "@/components/shared/stage-badge";
import { EngineeringUpdates } from "@/components/projects/engineering-updates/engineering-updates";
import type { EngineeringUpdate, Project } from "@/components/projects/project-dialog/project-api";
import { InvestorReservation } from "@/components/reservations/investor-reservation";
import { useReservation } from "@/components/projects/use-project-actions";
import { ItcEstimatePanel } from "@/components/projects/itc/itc-estimate";

const TYPE_LABEL = { L2: "L2 (AC Level 2)", L3: "L3 (DC Fast Charging)" } as const;

type Props = { project: Project; updates: EngineeringUpdate[]; viewerId: string; onUpdatesChanged?: () => void; onClose: () => void };

export function ProjectView({ project, updates, viewerId, onUpdatesChanged, onClose }: Props) {
  const [tab, setTab] = useState("details");
  return (
    <>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Project sections">
          <TabsTrigger value="details">Details</TabsTrigger>
          <TabsTrigger value="engineering">Engineering</TabsTrigger>
          <TabsTrigger value="tasks">Tasks</TabsTrigger>
          <TabsTrigger value="investor">Investor</TabsTrigger>
        </TabsList>

        <TabsContent value="details">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Item term="Deployment Quarter">{project.deploymentQuarter}</Item>
            <Item term="Stage">
              <StageBadge stage={project.stage} />
            </Item>
            <Item term="Client">{project.client}</Item>
            <Item term="Type">{TYPE_LABEL[project.type]}</Item>
            <Item term="Address" wide>
              {project.address}
            </Item>
            <Item term="Purpose" wide>
              {project.purpose}
            </Item>
            <Item term="Number of Chargers">{project.numberOfChargers.toLocaleString("en-US")}</Item>
            <Item term="Number of Spaces">{project.numberOfSpaces.toLocaleString("en-US")}</Item>
            <Item term="Project Cost">{formatUsd(project.projectCost)}</Item>
            <Item term="ITC Tax Credit">{project.itcTaxCredit ? "Eligible" : "Not eligible"}</Item>
          </dl>
          {/* Only on a project the investor holds: the server sends no estimate for any other. */}
          {project.itcEstimate && (
            <div className="mt-6">
              <ItcEstimatePanel estimate={project.itcEstimate} inputs={project} recaptureEndsOn={project.recaptureEndsOn} />
            </div>
          )}
        </TabsContent>

        <TabsContent value="engineering" className="grid gap-6">
          <Notes title="Engineering Notes" text={project.engineeringNotes} empty="No engineering notes yet." />
          <EngineeringUpdates projectId={project.id} stage={project.stage} idPrefix="project-view" updates={updates} viewerId={viewerId} onChanged={onUpdatesChanged} />
        </TabsContent>

        <TabsContent value="tasks">
          <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
            Tasks for this project are managed by the company team.
          </p>
        </TabsContent>

        <TabsContent value="investor">
          <Notes title="Investor Summary" text={project.investorSummary} empty="No investor summary yet." />
        </TabsContent>
      </Tabs>

      <DialogFooter className="border-t border-slate-200 pt-4 sm:items-center">
        <DialogReservation project={project} onChanged={onUpdatesChanged} />
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}

/** The same control as the project's row (issue 22: the checklist instead of Reserve when not ready), with room for the whole checklist. */
function DialogReservation({ project, onChanged }: { project: Project; onChanged?: () => void }) {
  const reservation = useReservation(onChanged);
  return (
    <div className="flex min-w-0 flex-1 justify-start">
      <InvestorReservation project={project} onReserve={(p, action) => void reservation.run(p.id, action)} busy={reservation.busyId === project.id} compact={false} />
    </div>
  );
}

function Item({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

function Notes({ title, text, empty }: { title: string; text: string | null; empty: string }) {
  return (
    <section className="grid gap-1.5">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      {text ? <p className="whitespace-pre-wrap wrap-anywhere text-slate-900">{text}</p> : <p className="text-sm text-slate-500">{empty}</p>}
    </section>
  );
}
