"use client";
// The MSA screens' reads (spec 2 §7), each with the spec's failure text (§8) as its default message.
import { useQuery } from "@tanstack/react-query";
import { agreementCall, agreementKeys, enc } from "@/components/agreements/api";
import type { ApprovedRecord, MsaWire, ShareLinksPayload } from "@/lib/agreements/msa/wire";

const notFound = (err: unknown) => (err as { status?: number }).status === 404;

/** One MSA by its id or its version's id; a 404 is the MSA Not Found state. No retries (the app's default, spec 1 §9). */
export function useMsa(id: string) {
  return useQuery({
    queryKey: agreementKeys.msa(id),
    queryFn: ({ signal }) => agreementCall<MsaWire>("GET", `/api/templates/msa/${enc(id)}`, "Failed to fetch MSA", undefined, signal),
  });
}

/** The approved-template record the finalization wizard starts from. */
export function useApprovedRecord(versionId: string) {
  return useQuery({
    queryKey: agreementKeys.approved(versionId),
    queryFn: ({ signal }) => agreementCall<ApprovedRecord>("GET", `/api/templates/approved/${enc(versionId)}`, "Failed to fetch approved template", undefined, signal),
  });
}

export function useShareLinks(msaId: string | undefined) {
  return useQuery({
    queryKey: agreementKeys.shareLinks(msaId ?? ""),
    enabled: !!msaId,
    queryFn: ({ signal }) => agreementCall<ShareLinksPayload>("GET", `/api/templates/msa/${enc(msaId!)}/share`, "Failed to fetch share links", undefined, signal),
  });
}

export const isNotFound = notFound;
