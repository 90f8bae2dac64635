// Dashboard figures as GET /api/dashboard/stats answers them, for component tests.
import type { DashboardStats } from "@/lib/dashboard/queries";

export const STATS: DashboardStats = {
  committedAvailableCount: 1,
  committedAvailableValue: "1000.00",
  committedReservedByMeCount: 0,
  committedReservedByMeValue: "0.00",
  deployedOwnedCount: 0,
  deployedOwnedValue: "0.00",
  committedReservedByMeItc: "0.00",
  deployedOwnedItc: "0.00",
  totalProjects: 35,
  totalValue: "12345678.90",
  committedCount: 7,
  deployedCount: 6,
  byStage: [
    { stage: "Committed", count: 7, value: "4200000.00" },
    { stage: "Pipeline", count: 8, value: "2500000.00" },
    { stage: "Best Case", count: 7, value: "1000000.00" },
    { stage: "Contracted", count: 7, value: "3000000.00" },
    { stage: "Deployed", count: 6, value: "1645678.90" },
  ],
  byType: [
    { type: "L3", count: 17, value: "8000000.00", chargers: 120 },
    { type: "L2", count: 18, value: "4345678.90", chargers: 1 },
  ],
};
