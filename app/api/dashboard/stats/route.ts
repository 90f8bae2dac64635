import { route } from "@/lib/route";
import { dashboardEndpoints } from "@/lib/api/registry/dashboard";
import { getDashboardStats } from "@/lib/dashboard/queries";

export const GET = route(dashboardEndpoints.stats, ({ user }) => getDashboardStats(user));
