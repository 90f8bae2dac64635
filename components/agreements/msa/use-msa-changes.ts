"use client";
// The MSA screens' changes (spec 2 §7) with the toasts of §8: each failure under its own title ('Compilation
// Failed', 'Finalization Failed', 'Share Failed', else 'Error') showing the server's text, else the spec's
// default. Every change reloads the agreement views, whichever way it went.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { agreementCall, agreementKeys, enc } from "@/components/agreements/api";
import {
  FINALIZE_GATES_UNMET,
  type CompilePayload,
  type CreateShareLinkPayload,
  type FinalizePayload,
  type MsaWire,
  type RevokeShareLinkPayload,
} from "@/lib/agreements/msa/wire";

/** The finalization payload of spec 2 §3 (finalizedBy is the caller; the server takes it from the session). */
export type FinalizeInput = {
  finalContent: string;
  executiveNotes?: string;
  legalReview: boolean;
  complianceCheck: boolean;
  autoGeneratePDF: boolean;
  notifyInvestor: boolean;
  effectiveDate: string | null;
};

/** Spec 2 §5: the unmet gates carry their own title, whether the screen or the server noticed. */
export const REQUIREMENTS_NOT_MET = "Requirements Not Met";

function useMsaChange<V, R>(run: (vars: V) => Promise<R>, failureTitle: (message: string) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onError: (err) => toast({ title: failureTitle(err.message), description: err.message, variant: "destructive" }),
    onSettled: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: agreementKeys.all }), qc.invalidateQueries({ queryKey: agreementKeys.notifications() })]);
    },
  });
}

export function useCompile() {
  return useMsaChange(
    ({ versionId, effectiveDate }: { versionId: string; effectiveDate: string | null }) =>
      agreementCall<CompilePayload>(
        "POST",
        `/api/templates/compile/${enc(versionId)}${effectiveDate ? `?effectiveDate=${enc(effectiveDate)}` : ""}`,
        "Failed to compile template content",
      ),
    () => "Compilation Failed",
  );
}

export function useFinalize() {
  return useMsaChange(
    ({ versionId, payload }: { versionId: string; payload: FinalizeInput }) =>
      agreementCall<FinalizePayload>("POST", `/api/templates/finalize/${enc(versionId)}`, "Failed to finalize MSA", payload),
    (message) => (message === FINALIZE_GATES_UNMET ? REQUIREMENTS_NOT_MET : "Finalization Failed"),
  );
}

export function useSign() {
  return useMsaChange(({ msaId, name }: { msaId: string; name: string }) => agreementCall<MsaWire>("POST", `/api/templates/msa/${enc(msaId)}/sign`, "Failed to sign MSA", { name }), () => "Error");
}

export function useCreateShareLink() {
  return useMsaChange(
    ({ msaId, expiresInDays, allowDownload }: { msaId: string; expiresInDays: number; allowDownload: boolean }) =>
      agreementCall<CreateShareLinkPayload>("POST", `/api/templates/msa/${enc(msaId)}/share`, "Failed to generate share link", { expiresInDays, allowDownload }),
    () => "Share Failed",
  );
}

export function useRevokeShareLink() {
  return useMsaChange(
    ({ msaId, linkId }: { msaId: string; linkId: string }) =>
      agreementCall<RevokeShareLinkPayload>("DELETE", `/api/templates/msa/${enc(msaId)}/share/${enc(linkId)}`, "Failed to revoke share link"),
    () => "Error",
  );
}
