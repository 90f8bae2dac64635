import { BatteryCharging, PlugZap } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ProjectType } from "@/lib/projects/schemas";
import { formatMillions } from "@/lib/format/money";
import type { DashboardStats } from "@/lib/dashboard/queries";

const PRODUCTS: Array<{ type: ProjectType; name: string; icon: typeof PlugZap }> = [
  { type: "L3", name: "L3 DC Fast Charging", icon: PlugZap },
  { type: "L2", name: "L2 AC Level 2 Charging", icon: BatteryCharging },
];

const plural = (n: number, one: string) => `${n.toLocaleString("en-US")} ${one}${n === 1 ? "" : "s"}`;

/** The two charger products with their projects, chargers and value, computed from the pipeline. */
export function ProductTypesPanel({ stats }: { stats: DashboardStats | null }) {
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-4">
        <CardTitle className="text-base">Product Types</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {PRODUCTS.map(({ type, name, icon: Icon }) => {
            const stat = stats?.byType.find((t) => t.type === type);
            return (
              <li key={type} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-white text-emerald-700 shadow-sm">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">{name}</p>
                  {stats && (
                    <p className="text-sm text-slate-600">
                      {plural(stat?.count ?? 0, "project")} · {plural(stat?.chargers ?? 0, "charger")}
                    </p>
                  )}
                </div>
                <span className="text-right font-semibold tabular-nums text-slate-900">
                  {stats ? formatMillions(stat?.value ?? "0") : "—"}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
