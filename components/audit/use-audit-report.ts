"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { readJsonResponse } from "@/lib/client/api";
import type { AuditPeriod, AuditReport } from "@/components/audit/types";

/** Spec 1 §8: any failure reads 'Failed to fetch audit report'. */
async function fetchReport(days: AuditPeriod, signal: AbortSignal): Promise<AuditReport> {
  const res = await fetch(`/api/audit/report?days=${days}`, { credentials: "include", headers: { Accept: "application/json" }, signal });
  if (!res.ok) throw new Error("Failed to fetch audit report");
  return readJsonResponse<AuditReport>(res);
}

export function useAuditReport(days: AuditPeriod) {
  return useQuery({
    queryKey: ["/api/audit/report", { days }],
    queryFn: ({ signal }) => fetchReport(days, signal),
    // Opening the page always shows current activity; switching the period keeps the last report on
    // screen until the new one arrives.
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
}
