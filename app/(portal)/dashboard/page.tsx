import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { DashboardScreen } from "@/components/shell/dashboard-screen";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const user = await requireUser();
  return <DashboardScreen user={user} mapUrl={env.branding.mapUrl} />;
}
