"use client";
import { useState } from "react";
import { PenLine } from "lucide-react";
import { Button } from "@/components/ui/button";
import { longDateTime } from "@/components/agreements/format";
import { SignDialog } from "@/components/agreements/msa/sign-dialog";
import type { SigningParty } from "@/lib/agreements/msa/wire";
import type { MsaSignatures } from "@/components/agreements/msa/wire-types";

type Props = {
  signatures: MsaSignatures;
  investorName: string;
  companyName: string;
  /** What the viewer may sign now (null on the public page and once they have signed). */
  canSign?: SigningParty | null;
  msaId?: string;
};

/** Both parties' signature blocks, each with its Sign button for the one who may sign it now. */
export function SignaturePanel({ signatures, investorName, companyName, canSign = null, msaId }: Props) {
  const [signing, setSigning] = useState(false);
  const blocks: { party: SigningParty; heading: string; signature: MsaSignatures["investor"] }[] = [
    { party: "investor", heading: `Investor: ${investorName}`, signature: signatures.investor },
    { party: "company", heading: `Company: ${companyName}`, signature: signatures.company },
  ];
  return (
    <section aria-labelledby="msa-signatures" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="msa-signatures" className="text-sm font-semibold text-slate-900">
        Signatures
      </h2>
      <ul className="grid gap-3">
        {blocks.map((b) => (
          <li key={b.party} aria-label={`${b.party === "investor" ? "Investor" : "Company"} signature`} className="grid gap-1 border-t border-slate-100 pt-3 first:border-0 first:pt-0">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{b.heading}</p>
            {b.signature ? (
              <>
                <p className="font-serif text-lg italic text-slate-900">{b.signature.name}</p>
                <p className="text-xs text-slate-600">
                  Signed {longDateTime(b.signature.signedAt)}
                  {"username" in b.signature && b.signature.username ? ` by ${b.signature.username}` : ""}
                  {"address" in b.signature && b.signature.address ? ` from ${b.signature.address}` : ""}
                </p>
              </>
            ) : (
              <p className="text-sm text-slate-600">Not signed yet</p>
            )}
            {!b.signature && canSign === b.party && msaId && (
              <Button className="mt-1 w-fit" onClick={() => setSigning(true)}>
                <PenLine aria-hidden />
                {b.party === "investor" ? "Sign as Investor" : "Sign for the Company"}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canSign && msaId && <SignDialog msaId={msaId} party={canSign} companyName={companyName} open={signing} onOpenChange={setSigning} />}
    </section>
  );
}
