"use client";
import type { LucideIcon } from "lucide-react";
import { CircleCheckBig, DollarSign, FolderKanban, Zap } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatMillions } from "@/components/projects/format-money";
import { StatsError } from "@/components/dashboard/stats-error";
import { useDashboardStats, type DashboardStats } from "@/components/dashboard/use-dashboard-stats";

const count = (n: number | undefined) => (n ?? 0).toLocaleString("en-US");

const CARDS: Array<{ label: string; icon: LucideIcon; tone: string; value: (s: DashboardStats) => string }> = [
  { label: "Total Projects", icon: FolderKanban, tone: "bg-slate-100 text-slate-700", value: (s) => count(s.totalProjects) },
  { label: "Total Value", icon: DollarSign, tone: "bg-emerald-100 text-emerald-800", value: (s) => formatMillions(s.totalValue ?? "0") },
  { label: "Committed", icon: CircleCheckBig, tone: "bg-sky-100 text-sky-800", value: (s) => count(s.committedCount) },
  { label: "Deployed", icon: Zap, tone: "bg-amber-100 text-amber-900", value: (s) => count(s.deployedCount) },
];

/** Spec 1 §2: the employee's four cards over the whole pipeline. */
export function EmployeeStatCards() {
  const stats = useDashboardStats();
  return (
    <section aria-label="Pipeline totals" aria-busy={stats.isPending} className="space-y-3">
      {stats.isError && <StatsError onRetry={() => stats.refetch()} />}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map(({ label, icon: Icon, tone, value }) => (
          <Card key={label} className="flex items-center gap-3 p-4 sm:p-5">
            <span className={`hidden size-11 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}>
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0 space-y-1">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums tracking-tight text-slate-900">
                {stats.data ? value(stats.data) : stats.isError ? "—" : <Skeleton className="h-7 w-16" />}
              </dd>
            </div>
          </Card>
        ))}
      </dl>
    </section>
  );
}
