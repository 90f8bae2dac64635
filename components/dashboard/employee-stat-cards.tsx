import type { LucideIcon } from "lucide-react";
import { CircleCheckBig, DollarSign, FolderKanban, Zap } from "lucide-react";
import { Card } from "@/components/ui/card";
import { formatMillions } from "@/lib/format/money";
import { StatsError } from "@/components/dashboard/stats-error";
import type { DashboardStats } from "@/lib/dashboard/queries";

const count = (n: number | undefined) => (n ?? 0).toLocaleString("en-US");

const CARDS: Array<{ label: string; icon: LucideIcon; tone: string; value: (s: DashboardStats) => string }> = [
  { label: "Total Projects", icon: FolderKanban, tone: "bg-slate-100 text-slate-700", value: (s) => count(s.totalProjects) },
  { label: "Total Value", icon: DollarSign, tone: "bg-emerald-100 text-emerald-800", value: (s) => formatMillions(s.totalValue ?? "0") },
  { label: "Committed", icon: CircleCheckBig, tone: "bg-sky-100 text-sky-800", value: (s) => count(s.committedCount) },
  { label: "Deployed", icon: Zap, tone: "bg-amber-100 text-amber-900", value: (s) => count(s.deployedCount) },
];

/** Spec 1 §2: the employee's four cards over the whole pipeline (null: the read failed). */
export function EmployeeStatCards({ stats }: { stats: DashboardStats | null }) {
  return (
    <section aria-label="Pipeline totals" className="space-y-3">
      {!stats && <StatsError />}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map(({ label, icon: Icon, tone, value }) => (
          // dl > div > (dt, dd) only: the icon sits inside the term, placed by the card.
          <Card key={label} className="relative flex min-w-0 flex-col justify-center gap-1 p-4 sm:p-5 sm:pl-[4.75rem]">
            <dt className="text-sm font-medium text-slate-600">
              <span className={`absolute left-5 top-1/2 hidden size-11 -translate-y-1/2 items-center justify-center rounded-lg sm:flex ${tone}`}>
                <Icon className="size-5" aria-hidden />
              </span>
              {label}
            </dt>
            <dd className="text-2xl font-semibold tabular-nums tracking-tight text-slate-900">
              {stats ? value(stats) : "—"}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
