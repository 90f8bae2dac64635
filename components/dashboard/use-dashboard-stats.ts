"use client";
import { useQuery } from "@tanstack/react-query";
import { DASHBOARD_STATS_KEY } from "@/lib/client/query-keys";
import type { DashboardStats } from "@/lib/dashboard/queries";

export type { DashboardStats };

/** GET /api/dashboard/stats: one request feeds the cards and every panel (one cache entry). */
export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: DASHBOARD_STATS_KEY });
}
