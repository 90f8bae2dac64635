"use client";
// Loaded only by the plan page (next/dynamic), so recharts stays out of every other bundle.
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartPoint } from "@/components/requirements/plan/plan-figures";

/** Approved hours per month (bars), their running total and the even pace to the target (lines). Decoration: the table beside it is the text alternative. */
export default function MonthlyChart({ points }: { points: ChartPoint[] }) {
  return (
    <div aria-hidden className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {/* No keyboard layer: the chart is hidden from assistive technology, whose way in is the table. */}
        <ComposedChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="month" tick={{ fontSize: 12, fill: "#475569" }} />
          <YAxis tick={{ fontSize: 12, fill: "#475569" }} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="approved" name="Approved that month" fill="#047857" radius={[3, 3, 0, 0]} />
          <Line dataKey="cumulative" name="Approved so far" stroke="#0369a1" strokeWidth={2} dot={false} />
          <Line dataKey="pace" name="Even pace to 100" stroke="#b45309" strokeDasharray="6 4" strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
