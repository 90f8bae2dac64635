// Query keys that more than one feature's components use: the dashboard reads the stats, and every
// project change invalidates them.
export const DASHBOARD_STATS_KEY = ["/api/dashboard/stats"] as const;
