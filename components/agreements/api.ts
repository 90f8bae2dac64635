// The agreement screens' calls (spec 2 §7) go through the app's one client, lib/client/api.ts: a failure
// is an ApiError carrying the server's `error` text, else the spec's default message for that call (§8),
// never a status code or an HTML page. These two keep the agreement hooks' argument order (the spec's
// fallback before the body).
import { apiPage, apiRequest } from "@/lib/client/api";

export function agreementCall<T>(method: string, url: string, fallback: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(method, url, body, fallback, { signal });
}

/** A GET that also reads the total of a paged list. */
export function agreementPage<T>(url: string, fallback: string, signal?: AbortSignal): Promise<{ rows: T[]; total: number }> {
  return apiPage<T>(url, fallback, { signal });
}

export const enc = encodeURIComponent;

export const agreementKeys = {
  all: ["agreements"] as const,
  templates: () => ["agreements", "templates"] as const,
  myVersions: () => ["agreements", "versions", "mine"] as const,
  version: (templateId: string, investorId: string | null) => ["agreements", "version", templateId, investorId] as const,
  threads: (versionId: string) => ["agreements", "threads", versionId] as const,
  tracking: (filters: Record<string, unknown>) => ["agreements", "tracking", filters] as const,
  notifications: () => ["notifications"] as const,
  msa: (id: string) => ["agreements", "msa", id] as const,
  approved: (versionId: string) => ["agreements", "approved", versionId] as const,
  shareLinks: (msaId: string) => ["agreements", "msa", msaId, "share"] as const,
};
