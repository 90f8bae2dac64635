// The deal room's cached reads, per investor (employees name one; an investor's own omit it).
import type { QueryClient } from "@tanstack/react-query";

export const documentsKey = (userId?: string) => ["/api/documents", { userId }] as const;
export const statusKey = (userId?: string) => ["/api/documents/status", { userId }] as const;
export const SUMMARY_KEY = "/api/admin/documents/summary";

/** After any change: the investor's records, their status and the administration lists. */
export function refreshDealRoom(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ["/api/documents"] }),
    qc.invalidateQueries({ queryKey: ["/api/documents/status"] }),
    qc.invalidateQueries({ queryKey: [SUMMARY_KEY] }),
  ]);
}
