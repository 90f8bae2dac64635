import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { ReportsScreen } from "@/components/audit/reports-screen";

export const metadata: Metadata = { title: "Edit Activity Report" };

export default async function ReportsPage() {
  const user = await requireUser();
  return <ReportsScreen employee={can(user, "audit.read")} />;
}
