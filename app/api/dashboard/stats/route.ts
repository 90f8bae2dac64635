import { route } from "@/lib/route";
import { getDashboardStats } from "@/lib/dashboard/queries";

export const GET = route({ access: "user" }, ({ user }) => getDashboardStats(user));
