"use client";
// The agreement screens' reads, each with the spec's failure text (spec 2 §8) as its default message.
import { useQuery } from "@tanstack/react-query";
import { agreementCall, agreementKeys, agreementPage, enc } from "@/components/agreements/api";
import type { TemplateSummary, Thread, TrackingRow, VersionDetail, VersionSummary } from "@/components/agreements/types";

export function useTemplates() {
  return useQuery({
    queryKey: agreementKeys.templates(),
    queryFn: ({ signal }) => agreementCall<TemplateSummary[]>("GET", "/api/templates", "Failed to fetch templates", undefined, signal),
  });
}

export function useMyVersions() {
  return useQuery({
    queryKey: agreementKeys.myVersions(),
    queryFn: ({ signal }) => agreementCall<VersionSummary[]>("GET", "/api/templates/versions", "Failed to fetch template versions", undefined, signal),
  });
}

/** One version with its text; `investorId` null means the caller's own. */
export function useVersion(templateId: string, investorId: string | null) {
  const qs = investorId ? `?investor=${enc(investorId)}` : "";
  return useQuery({
    queryKey: agreementKeys.version(templateId, investorId),
    queryFn: ({ signal }) => agreementCall<VersionDetail>("GET", `/api/templates/versions/${enc(templateId)}${qs}`, "Failed to fetch template version", undefined, signal),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 2,
  });
}

export function useThreads(versionId: string | undefined) {
  return useQuery({
    queryKey: agreementKeys.threads(versionId ?? ""),
    enabled: !!versionId,
    queryFn: ({ signal }) => agreementCall<Thread[]>("GET", `/api/templates/threads?versionId=${enc(versionId!)}`, "Failed to fetch redline threads", undefined, signal),
  });
}

export type TrackingFilters = { investor: string; status: string; page: number; pageSize: number };

export function useTracking(filters: TrackingFilters) {
  const qs = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.investor) qs.set("investor", filters.investor);
  if (filters.status) qs.set("status", filters.status);
  return useQuery({
    queryKey: agreementKeys.tracking(filters),
    queryFn: ({ signal }) => agreementPage<TrackingRow>(`/api/templates/versions/tracking?${qs}`, "Failed to fetch template versions", signal),
    placeholderData: (previous) => previous,
  });
}
