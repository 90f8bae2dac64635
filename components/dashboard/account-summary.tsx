import { format } from "date-fns";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { DashboardSection } from "@/components/dashboard/dashboard-section";
import { roleLabel } from "@/components/users/role-label";
import type { DashboardUser } from "@/components/dashboard/dashboard-types";

export function AccountSummary({ user }: { user: DashboardUser }) {
  const rows = [
    { term: "Username", value: user.username },
    { term: "Access", value: roleLabel(user.role) },
    { term: "Member since", value: format(user.createdAt, "MM/dd/yyyy") },
  ];
  return (
    <DashboardSection id="account" title="Your account">
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <dl className="grid gap-4 sm:grid-cols-4">
            {rows.map((row) => (
              <div key={row.term} className="min-w-0 space-y-1">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{row.term}</dt>
                <dd className="truncate text-sm font-medium text-slate-900">{row.value}</dd>
              </div>
            ))}
            <div className="space-y-1">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Status</dt>
              <dd>
                <Badge>Approved</Badge>
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </DashboardSection>
  );
}
