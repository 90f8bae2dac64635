"use client";
import { useState } from "react";
import Link from "next/link";
import { ArrowLeft, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { cn } from "@/lib/client/cn";
import type { Msa, ShareLink } from "@/components/agreements/msa/wire-types";
import { AgreementHtml } from "@/components/agreements/msa/agreement-html";
import { ContentHash } from "@/components/agreements/msa/content-hash";
import { DownloadButtons } from "@/components/agreements/msa/download-buttons";
import { fileStem } from "@/lib/agreements/msa/file-stem";
import { MsaHeader } from "@/components/agreements/msa/msa-header";
import { MsaDetails } from "@/components/agreements/msa/msa-details";
import { ShareDialog } from "@/components/agreements/msa/share-dialog";
import { ShareLinks } from "@/components/agreements/msa/share-links";
import { SignaturePanel } from "@/components/agreements/msa/signature-panel";

const enc = encodeURIComponent;

type Props = {
  msa: Msa;
  shareLinks: ShareLink[];
  /** The legal team's view: Back goes to the negotiation tracker instead of the investor's templates. */
  legal: boolean;
  companyName: string;
  /** The viewer's account has authenticator codes on: signing accepts a code in place of the password. */
  signWithCode?: boolean;
  /** The viewer's account has a passkey: signing accepts it in place of the password. */
  signWithPasskey?: boolean;
};

/** The MSA viewer (spec 2 §2), for the investor (their own) and the legal team, with the data the page read. */
export function MsaViewer({ msa, shareLinks, legal, companyName, signWithCode = false, signWithPasskey = false }: Props) {
  const [sharing, setSharing] = useState(false);
  const backHref = legal ? `/negotiations?investor=${enc(msa.investorId)}&template=${enc(msa.templateId)}` : "/templates";
  return (
    <section aria-labelledby="msa-title" className="grid gap-4">
      <MsaHeader
        titleId="msa-title"
        title={msa.template.title}
        state={msa.executionState}
        back={
          <Link className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "w-fit px-2")} href={backHref}>
            <ArrowLeft aria-hidden />
            Back
          </Link>
        }
        subtitle={`Version ${msa.template.version} · ${msa.parties.investor?.name ?? msa.investor.username} and ${companyName}`}
        actions={
          <>
            <DownloadButtons baseUrl={`/api/templates/msa/${enc(msa.id)}/download`} fileStem={fileStem(msa.investor.username, msa.finalizedAt)} />
            <Button variant="outline" onClick={() => setSharing(true)}>
              <Share2 aria-hidden />
              Share
            </Button>
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,340px)]">
        <AgreementHtml html={msa.finalizedContent} />
        <aside aria-label="Agreement details" className="grid content-start gap-3">
          <SignaturePanel signatures={msa.signatures} parties={msa.parties} companyName={companyName} canSign={msa.canSign} msaId={msa.id} signWithCode={signWithCode} signWithPasskey={signWithPasskey} />
          <ContentHash hash={msa.contentHash} />
          <MsaDetails msa={msa} companyName={companyName} />
          {msa.executiveNotes && (
            <section aria-labelledby="msa-notes" className="rounded-lg border border-slate-200 bg-white p-4">
              <h2 id="msa-notes" className="text-sm font-semibold text-slate-900">
                Executive notes
              </h2>
              <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{msa.executiveNotes}</p>
            </section>
          )}
          <ShareLinks msaId={msa.id} links={shareLinks} />
        </aside>
      </div>
      <ShareDialog msaId={msa.id} open={sharing} onOpenChange={setSharing} />
    </section>
  );
}
