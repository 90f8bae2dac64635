import type { LucideIcon } from "lucide-react";
import { BadgeCheck, CalendarCheck, Zap } from "lucide-react";
import { Card } from "@/components/ui/card";
import { StatsError } from "@/components/dashboard/stats-error";
import { formatMillions, formatUsd } from "@/lib/format/money";
import type { DashboardStats } from "@/lib/dashboard/queries";

type CountKey = "committedAvailableCount" | "committedReservedByMeCount" | "deployedOwnedCount";
type ValueKey = "committedAvailableValue" | "committedReservedByMeValue" | "deployedOwnedValue";
type ItcKey = "committedReservedByMeItc" | "deployedOwnedItc";
type CardSpec = { id: string; title: string; hint: string; icon: LucideIcon; count: CountKey; value: ValueKey; itc?: ItcKey };

// Spec 1 §2: the investor's three cards, each a count and a value.
const CARDS: CardSpec[] = [
  {
    id: "available",
    title: "Available to Reserve",
    hint: "Committed projects open for reservation",
    icon: Zap,
    count: "committedAvailableCount",
    value: "committedAvailableValue",
  },
  {
    id: "reserved",
    title: "My Reservations",
    hint: "Pending and approved",
    icon: CalendarCheck,
    count: "committedReservedByMeCount",
    value: "committedReservedByMeValue",
    itc: "committedReservedByMeItc",
  },
  {
    id: "deployed",
    title: "Deployed Projects",
    hint: "Deployed projects you own",
    icon: BadgeCheck,
    count: "deployedOwnedCount",
    value: "deployedOwnedValue",
    itc: "deployedOwnedItc",
  },
];

const projects = (n: number) => (n === 1 ? "project" : "projects");

/** Available to Reserve, My Reservations and Deployed Projects, as GET /api/dashboard/stats counts them (null: the read failed). */
export function InvestorStatCards({ stats }: { stats: DashboardStats | null }) {
  if (!stats) return <StatsError />;

  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {CARDS.map(({ id, title, hint, icon: Icon, count, value, itc }) => (
        <li key={id}>
          <Card className="h-full p-5" role="group" aria-labelledby={`stat-${id}-title`}>
            <div className="flex items-start justify-between gap-3">
              <h3 id={`stat-${id}-title`} className="text-sm font-medium text-slate-600">
                {title}
              </h3>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-100 text-emerald-800">
                <Icon className="size-5" aria-hidden />
              </span>
            </div>
            <dl className="mt-1 grid gap-1">
              <dt className="sr-only">Projects</dt>
              <dd className="text-3xl font-semibold tabular-nums tracking-tight text-slate-900">
                <span data-testid={`${id}-count`}>{stats[count]}</span>{" "}
                <span className="text-sm font-normal text-slate-500">{projects(stats[count])}</span>
              </dd>
              <dt className="sr-only">Value</dt>
              <dd data-testid={`${id}-value`} className="text-sm font-medium tabular-nums text-slate-700">
                {formatMillions(stats[value])}
              </dd>
              {itc && (
                <>
                  <dt className="text-xs text-slate-500">ITC estimate (approved)</dt>
                  <dd data-testid={`${id}-itc`} className="-mt-1 text-sm font-medium tabular-nums text-emerald-800">
                    {formatUsd(stats[itc])}
                  </dd>
                </>
              )}
            </dl>
            <p className="mt-2 text-xs text-slate-500">{hint}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
