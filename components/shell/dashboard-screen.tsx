import type { IdleCounts } from "@/lib/pipeline/idle";
import { Badge } from "@/components/ui/badge";
import { AccountSummary } from "@/components/shell/account-summary";
import { EmployeeDashboard } from "@/components/shell/employee-dashboard";
import { InvestorDashboard } from "@/components/shell/investor-dashboard";
import { roleLabel } from "@/components/users/role-label";
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/schemas";
import type { DashboardStats } from "@/lib/dashboard/queries";
import type { ProjectPage } from "@/components/shared/project-item";
import type { ProjectListState } from "@/components/projects/project-list-state";
import type { Reserving } from "@/components/reservations/reserving-context";

export type DashboardUser = { username: string; role: Role; createdAt: Date };

/** What the page read on the server; null where that read failed (the spec's message shows there). */
/** `quarters`: the quarters the viewer's projects are in, which the Quarter filter offers. */
/** `idleCounts`: employees' idle deals per stage (issue 21); `reserving`: an investor's readiness and places in line (issue 22); null where a read failed. */
export type DashboardData = {
  stats: DashboardStats | null;
  projects: ProjectPage | null;
  list: ProjectListState;
  quarters: string[];
  idleCounts?: IdleCounts | null;
  reserving?: Reserving | null;
};

const INTRO = {
  pipeline: "Manage the deployment pipeline, share projects with investors, and approve new accounts. Every tool is in the side menu and below.",
  investor: "Review the charger deployment projects shared with you, follow your reservations, and keep your participation records up to date.",
} as const;

/**
 * The screen at / and /dashboard: a greeting, then the role's own dashboard (employee-dashboard.tsx or
 * investor-dashboard.tsx — features add their sections there), then the account summary.
 */
export function DashboardScreen({ user, mapUrl, ...data }: { user: DashboardUser; mapUrl: string } & DashboardData) {
  // Who sees the whole pipeline gets the employee dashboard; everyone else the investor's.
  const employee = can(user, "projects.read-all");
  return (
    <div className="space-y-10">
      <div className="space-y-2">
        <Badge variant={employee ? "default" : "info"}>{roleLabel(user.role)}</Badge>
        <h1 className="wrap-anywhere text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Welcome back, {user.username}</h1>
        <p className="max-w-3xl text-slate-600">{INTRO[employee ? "pipeline" : "investor"]}</p>
      </div>
      {employee ? <EmployeeDashboard mapUrl={mapUrl} {...data} /> : <InvestorDashboard mapUrl={mapUrl} {...data} />}
      <AccountSummary user={user} />
    </div>
  );
}
