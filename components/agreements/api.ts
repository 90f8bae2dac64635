// The agreement screens' remaining browser reads (the bell's polling, the template editor's text on
// opening, and the MSA screens'), through the app's one client, lib/client/api.ts: a failure is an
// ApiError carrying the server's `error` text, else the spec's default message for that call (§8).
// Every write goes through a server action in actions/agreements/ instead.
import { apiRequest } from "@/lib/client/api";

export function agreementCall<T>(method: string, url: string, fallback: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(method, url, body, fallback, { signal });
}

export const enc = encodeURIComponent;

export const agreementKeys = {
  all: ["agreements"] as const,
  templates: () => ["agreements", "templates"] as const,
  notifications: () => ["notifications"] as const,
  msa: (id: string) => ["agreements", "msa", id] as const,
  approved: (versionId: string) => ["agreements", "approved", versionId] as const,
  shareLinks: (msaId: string) => ["agreements", "msa", msaId, "share"] as const,
};
