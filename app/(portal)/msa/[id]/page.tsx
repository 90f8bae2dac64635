import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import { toAppError } from "@/lib/errors";
import { getMsa } from "@/lib/agreements/msa/queries";
import { listShareLinks } from "@/lib/agreements/msa/share";
import { signingFactors } from "@/lib/security/queries";
import { MsaViewer } from "@/components/agreements/msa/msa-viewer";
import type { Msa, ShareLink } from "@/components/agreements/msa/wire-types";
import { z } from "zod";
import { msaWireSchema, shareLinkSchema } from "@/lib/api/registry/msa";
import { asWire } from "@/lib/wire";
import { MsaNotFound } from "@/components/agreements/dead-ends";

export const metadata: Metadata = { title: "Master Service Agreement" };

/**
 * The MSA viewer for both roles, with the agreement and its share links. `id` is the MSA's or its
 * version's; who may read which MSA is the query's decision (another investor's is not found).
 */
export default async function MsaPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  const legal = can(user, "templates.negotiate");
  let msa: Msa;
  let links: ShareLink[];
  let factors = { code: false, passkey: false };
  try {
    const found = await getMsa(user, id);
    const [{ links: rows }, signerFactors] = await Promise.all([listShareLinks(user, found.id), found.canSign ? signingFactors(user) : factors]);
    factors = signerFactors;
    msa = asWire(msaWireSchema, found);
    links = asWire(z.array(shareLinkSchema), rows);
  } catch (err) {
    if (toAppError(err)?.status === 404) return <MsaNotFound backHref={legal ? "/negotiations" : "/templates"} />;
    throw err;
  }
  return <MsaViewer key={msa.id} msa={msa} shareLinks={links} legal={legal} companyName={env.branding.companyName} signWithCode={factors.code} signWithPasskey={factors.passkey} />;
}
