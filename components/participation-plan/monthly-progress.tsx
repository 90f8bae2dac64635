"use client";
import dynamic from "next/dynamic";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { monthlyKey } from "@/components/requirements/query-keys";
import { chartPoints } from "@/components/participation-plan/plan-figures";
import type { MonthlyHours } from "@/components/participation-plan/types";

const MonthlyChart = dynamic(() => import("@/components/participation-plan/monthly-chart"), { ssr: false, loading: () => <Skeleton className="h-64" /> });

/** The chart of approved hours by month against the even pace, with the same figures as a table for screen readers. */
export function MonthlyProgress({ year, required }: { year: number; required: number }) {
  const monthly = useQuery<MonthlyHours[]>({ queryKey: monthlyKey(year) });
  if (monthly.isPending) return <Skeleton className="h-64" aria-label="Loading" />;
  if (monthly.isError) return <LoadError message="Could not load your monthly hours." onRetry={() => monthly.refetch()} />;
  const points = chartPoints(monthly.data, required);
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
