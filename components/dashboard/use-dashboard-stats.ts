"use client";
import { useQuery } from "@tanstack/react-query";
import type { DashboardStats } from "@/lib/dashboard/queries";

export type { DashboardStats };
export const DASHBOARD_STATS_KEY = ["/api/dashboard/stats"] as const;

/** GET /api/dashboard/stats: one request feeds the cards and every panel (one cache entry). */
export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: DASHBOARD_STATS_KEY });
}
