import { Badge } from "@/components/ui/badge";
import { AccountSummary } from "@/components/dashboard/account-summary";
import { EmployeeDashboard } from "@/components/dashboard/employee-dashboard";
import { InvestorDashboard } from "@/components/dashboard/investor-dashboard";
import { roleLabel } from "@/components/users/role-label";
import { can } from "@/lib/auth/permissions";
import type { DashboardData, DashboardUser } from "@/components/dashboard/dashboard-types";

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
