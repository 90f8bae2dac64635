"use client";
import { useQuery } from "@tanstack/react-query";
import { LinkIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { SHARE_LINK_GONE, type SharedMsaPayload } from "@/lib/agreements/msa/wire";
import { agreementCall, enc } from "@/components/agreements/api";
import { longDateTime } from "@/components/agreements/format";
import { isNotFound } from "@/components/agreements/msa/use-msa-data";
import { AgreementHtml } from "@/components/agreements/msa/agreement-html";
import { ContentHash } from "@/components/agreements/msa/content-hash";
import { DownloadButtons } from "@/components/agreements/msa/download-buttons";
import { ExecutionBadge } from "@/components/agreements/msa/execution-badge";
import { MsaDetails } from "@/components/agreements/msa/msa-details";
import { SignaturePanel } from "@/components/agreements/msa/signature-panel";
import { fileStem } from "@/components/agreements/msa/download";

/** The public, read-only view of a shared MSA: no sign-in, no signing, downloads only when the link allows them. */
export function SharedMsa({ token, companyName }: { token: string; companyName: string }) {
  const shared = useQuery({
    queryKey: ["shared-msa", token],
    queryFn: ({ signal }) => agreementCall<SharedMsaPayload>("GET", `/api/shared/msa/${enc(token)}`, "Failed to fetch MSA", undefined, signal),
  });

  if (shared.isError && isNotFound(shared.error)) {
    return (
      <EmptyState
        icon={LinkIcon}
        title="This link no longer works"
        description={`${SHARE_LINK_GONE}. Ask the person who shared it with you for a new link.`}
        className="bg-white"
      />
    );
  }
  if (shared.isError) return <LoadError message={shared.error.message} onRetry={() => shared.refetch()} />;
  if (!shared.data) return <Skeleton className="h-96 w-full" aria-label="Loading agreement" />;

  const { msa, allowDownload, expiresAt } = shared.data;
  return (
    <section aria-labelledby="shared-title" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="shared-title" className="text-2xl font-semibold tracking-tight text-slate-900">
              {msa.template.title}
            </h1>
            <ExecutionBadge state={msa.executionState} />
          </div>
          <p className="text-sm text-slate-600">
            {msa.investor.username} and {companyName} · a read-only copy shared with you · the link expires {longDateTime(expiresAt)}
          </p>
        </div>
        {allowDownload && (
          <div className="flex flex-wrap gap-2">
            <DownloadButtons baseUrl={`/api/shared/msa/${enc(token)}/download`} fileStem={fileStem(msa)} />
          </div>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,340px)]">
        <AgreementHtml html={msa.finalizedContent} />
        <aside aria-label="Agreement details" className="grid content-start gap-3">
          <SignaturePanel signatures={msa.signatures} investorName={msa.investor.username} companyName={companyName} />
          <ContentHash hash={msa.contentHash} />
          <MsaDetails msa={msa} companyName={companyName} />
        </aside>
      </div>
    </section>
  );
}
