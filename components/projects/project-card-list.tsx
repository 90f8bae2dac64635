"use client";
import type * as React from "react";
import { formatUsd } from "@/lib/format/money";
import type { ProjectItem } from "@/components/shared/project-item";
import { ProjectRowActions, type RowHandlers } from "@/components/projects/project-row-actions";
import { MyReservationStatus, ReservationBadge } from "@/components/projects/reservation-badge";
import { StageBadge } from "@/components/shared/stage-badge";

/** The small-screen list: the table's rows and actions as cards. */
export function ProjectCardList({ rows, handlers }: { rows: ProjectItem[]; handlers: RowHandlers }) {
  return (
    <ul aria-label="Projects" className="space-y-3">
      {rows.map((p) => (
        <li key={p.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="wrap-anywhere font-semibold text-slate-900">{p.client}</p>
              <p className="truncate text-sm text-slate-500">{p.address}</p>
            </div>
            <StageBadge stage={p.stage} />
          </div>
          <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
            <Field term="Quarter">{p.deploymentQuarter}</Field>
            <Field term="Type">{p.type}</Field>
            <Field term="Chargers">{p.numberOfChargers.toLocaleString("en-US")}</Field>
            <Field term="Spaces">{p.numberOfSpaces.toLocaleString("en-US")}</Field>
            <Field term="Cost" wide>
              {formatUsd(p.projectCost)}
            </Field>
            <Field term="ITC">{p.itcTaxCredit ? "Yes" : "No"}</Field>
            {handlers.isEmployee ? (
              <>
                <Field term="Reservation" wide>
                  <ReservationBadge project={p} />
                </Field>
                <Field term="Reserved By">{p.reservedByUsername ?? "—"}</Field>
              </>
            ) : (
              p.reservationStatus && (
                <Field term="My Reservation" wide wrap>
                  <MyReservationStatus project={p} />
                </Field>
              )
            )}
          </dl>
          <div className="mt-3 border-t border-slate-100 pt-2">
            <ProjectRowActions project={p} {...handlers} labelled />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Field({ term, wide, wrap, children }: { term: string; wide?: boolean; wrap?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "col-span-2 min-w-0" : "min-w-0"}>
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className={`${wrap ? "" : "truncate "}font-medium tabular-nums text-slate-900`}>{children}</dd>
    </div>
  );
}

