"use client";
import { useState } from "react";
import Link from "next/link";
import { IdCard, PenLine } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { longDateTime } from "@/components/agreements/format";
import { SignDialog } from "@/components/agreements/msa/sign-dialog";
import { LEGAL_PROFILE_PATH } from "@/lib/legal-profile/wire";
import type { SigningParty } from "@/lib/agreements/msa/wire";
import type { MsaParties, MsaSignatures } from "@/components/agreements/msa/wire-types";

type Props = {
  signatures: MsaSignatures;
  parties: MsaParties;
  companyName: string;
  /** What the viewer may sign now (null on the public page and once they have signed). */
  canSign?: SigningParty | null;
  msaId?: string;
  signWithCode?: boolean;
  signWithPasskey?: boolean;
};

const UNNAMED = "legal name not yet provided";

/**
 * Both parties' signature blocks (issue 19 §2): each party on its own lines, by its legal name, with who
 * signed for it, their title and the date; and the Sign button for the one who may sign it now. The
 * investor signs only once their legal profile names them: until then the button is a link to it.
 */
export function SignaturePanel({ signatures, parties, companyName, canSign = null, msaId, signWithCode = false, signWithPasskey = false }: Props) {
  const [signing, setSigning] = useState(false);
  const blocks: { party: SigningParty; label: string; name: string; signature: MsaSignatures["investor"]; named: MsaParties["investor"] }[] = [
    { party: "investor", label: "Investor", name: parties.investor?.name ?? UNNAMED, signature: signatures.investor, named: parties.investor },
    { party: "company", label: "Company", name: parties.company.name || companyName, signature: signatures.company, named: parties.company },
  ];
  const needsProfile = canSign === "investor" && !parties.investor;
  return (
    <section aria-labelledby="msa-signatures" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="msa-signatures" className="text-sm font-semibold text-slate-900">
        Signatures
      </h2>
      <ul className="grid gap-3">
        {blocks.map((b) => (
          <li key={b.party} aria-label={`${b.label} signature`} className="grid gap-1 border-t border-slate-100 pt-3 [overflow-wrap:anywhere] first:border-0 first:pt-0">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
              {b.label}: {b.name}
            </p>
            {b.signature ? (
              <>
                <p className="font-serif text-lg italic text-slate-900">{b.signature.name}</p>
                <dl className="grid gap-0.5 text-xs text-slate-700">
                  {b.named?.signatory && <Line term="Name" value={b.named.signatory} />}
                  {b.named?.title && <Line term="Title" value={b.named.title} />}
                  <Line term="Date signed" value={longDateTime(b.signature.signedAt)} />
                </dl>
                {(("username" in b.signature && b.signature.username) || ("address" in b.signature && b.signature.address)) && (
                  <p className="text-xs text-slate-600">
                    {"username" in b.signature && b.signature.username ? `By account ${b.signature.username}` : ""}
                    {"address" in b.signature && b.signature.address ? ` from ${b.signature.address}` : ""}
                  </p>
                )}
              </>
            ) : (
              <p className="text-sm text-slate-600">Not signed yet</p>
            )}
            {!b.signature && canSign === b.party && msaId && b.party === "investor" && needsProfile && (
              <div className="mt-1 grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                <p>Fill in your legal profile before you sign: the agreement names you by your legal name and postal address, never your username.</p>
                <Link className={buttonVariants({ variant: "outline", className: "w-fit bg-white" })} href={`${LEGAL_PROFILE_PATH}?returnTo=${encodeURIComponent(`/msa/${msaId}`)}`}>
                  <IdCard aria-hidden />
                  Fill in your legal profile
                </Link>
              </div>
            )}
            {!b.signature && canSign === b.party && msaId && !(b.party === "investor" && needsProfile) && (
              <Button className="mt-1 w-fit" onClick={() => setSigning(true)}>
                <PenLine aria-hidden />
                {b.party === "investor" ? "Sign as Investor" : "Sign for the Company"}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canSign && msaId && !needsProfile && (
        <SignDialog msaId={msaId} party={canSign} companyName={companyName} investor={parties.investor} signWithCode={signWithCode} signWithPasskey={signWithPasskey} open={signing} onOpenChange={setSigning} />
      )}
    </section>
  );
}

function Line({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="text-slate-600">{term}:</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
