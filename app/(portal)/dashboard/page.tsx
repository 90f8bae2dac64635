import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { env } from "@/lib/env";
import { DashboardScreen } from "@/components/dashboard/dashboard-screen";
import { readDashboard, type SearchParams } from "@/app/(portal)/_views/dashboard";

export const metadata: Metadata = { title: "Dashboard" };

/** The stats and the table's page are in the HTML; the table's filters, sort and page are the URL's. */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireUser();
  const data = await readDashboard(user, await searchParams);
  return <DashboardScreen user={user} mapUrl={env.branding.mapUrl} {...data} />;
}
