import { LinkIcon } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { SHARE_LINK_GONE } from "@/lib/agreements/msa/wire";
import { longDateTime } from "@/components/agreements/format";
import { effectiveDateText } from "@/lib/agreements/msa/effective-date";
import type { SharedMsa as SharedMsaData } from "@/components/agreements/msa/wire-types";
import { AgreementHtml } from "@/components/agreements/msa/agreement-html";
import { ContentHash } from "@/components/agreements/msa/content-hash";
import { DownloadButtons } from "@/components/agreements/msa/download-buttons";
import { MsaHeader } from "@/components/agreements/msa/msa-header";
import { Facts } from "@/components/agreements/msa/msa-details";
import { SignaturePanel } from "@/components/agreements/msa/signature-panel";
import { fileStem } from "@/lib/agreements/msa/file-stem";

/** An expired, revoked or unknown link: all three look the same. */
export function ShareLinkGone() {
  return (
    <EmptyState
      icon={LinkIcon}
      title="This link no longer works"
      description={`${SHARE_LINK_GONE}. Ask the person who shared it with you for a new link.`}
      className="bg-white"
    />
  );
}

type Props = { token: string; shared: SharedMsaData; companyName: string };

/** The public, read-only view of a shared MSA: no sign-in, no signing, downloads only when the link allows them. */
export function SharedMsa({ token, shared, companyName }: Props) {
  const { msa, allowDownload, expiresAt } = shared;
  return (
    <section aria-labelledby="shared-title" className="grid gap-4">
      <MsaHeader
        titleId="shared-title"
        title={msa.template.title}
        state={msa.executionState}
        subtitle={`${msa.parties.investor?.name ?? "The investor"} and ${companyName} · a read-only copy shared with you · the link expires ${longDateTime(expiresAt)}`}
        actions={
          allowDownload && (
            <DownloadButtons baseUrl={`/api/shared/msa/${encodeURIComponent(token)}/download`} fileStem={fileStem(msa.parties.investor?.name ?? "investor", msa.finalizedAt)} />
          )
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,340px)]">
        <AgreementHtml html={msa.finalizedContent} />
        <aside aria-label="Agreement details" className="grid content-start gap-3">
          <SignaturePanel signatures={msa.signatures} parties={msa.parties} companyName={companyName} />
          <ContentHash hash={msa.contentHash} />
          <Parties msa={msa} companyName={companyName} />
        </aside>
      </div>
    </section>
  );
}

/** The parties and the agreement's own dates: all a share link tells about it besides its text. */
function Parties({ msa, companyName }: { msa: SharedMsaData["msa"]; companyName: string }) {
  const facts = [
    { term: "Investor", value: msa.parties.investor?.name ?? "Legal name not yet provided" },
    { term: "Company", value: companyName },
    { term: "Finalized", value: longDateTime(msa.finalizedAt) },
    { term: "Effective date", value: effectiveDateText(msa.effectiveDate, msa.signatures) },
  ];
  return (
    <section aria-labelledby="msa-parties" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="msa-parties" className="text-sm font-semibold text-slate-900">
        Parties
      </h2>
      <Facts items={facts} />
    </section>
  );
}
