"use client";
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import { chartPoints } from "@/components/requirements/plan/plan-figures";
import type { MonthlyHours } from "@/components/requirements/plan/types";

const MonthlyChart = dynamic(() => import("@/components/requirements/plan/monthly-chart"), { ssr: false, loading: () => <Skeleton className="h-64" /> });

/** The chart of approved hours by month against the even pace, with the same figures as a table for screen readers. */
export function MonthlyProgress({ year, monthly, required }: { year: number; monthly: MonthlyHours[]; required: number }) {
  const points = chartPoints(monthly, required);
  return (
    <figure className="relative grid gap-2">
      <figcaption className="text-sm text-slate-600">Approved hours by month in {year}, against an even pace to {required} hours.</figcaption>
      <MonthlyChart points={points} />
      {/* A table ignores sr-only's 1px box, so a clipped wrapper holds it: on a phone it widened the page. */}
      <div className="sr-only">
        <table>
          <caption>Approved hours by month, {year}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Approved that month</th>
              <th scope="col">Approved so far</th>
              <th scope="col">Even pace</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.month}>
                <th scope="row">{p.month}</th>
                <td>{p.approved}</td>
                <td>{p.cumulative}</td>
                <td>{p.pace}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
