// Sealing a PDF made with pdfkit (DESIGN.md "Records are sealed"): a PAdES baseline B signature by the
// firm's certificate over the whole file. @signpdf/placeholder-pdfkit adds the signature field and its
// dictionary (SubFilter ETSI.CAdES.detached, the claimed time in /M) before the document ends;
// @signpdf/signpdf fills in the byte ranges and the CMS (cms.ts) once the file's bytes are known.
import "server-only";
import { pdfkitAddPlaceholder } from "@signpdf/placeholder-pdfkit";
import signpdf from "@signpdf/signpdf";
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import { cadesDetached } from "@/lib/pdf/signing/cms";
import { getSigningIdentity, type SigningIdentity } from "@/lib/pdf/signing/identity";

export type Seal = {
  /** Why the file is signed, as a reader's signature panel shows it. */
  reason: string;
  /** The claimed signing time (the signature dictionary's /M). */
  signingTime: Date;
  /** Shown as the signature's location and contact. */
  location?: string;
  contact?: string;
};

class FirmSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }

  async sign(signed: Buffer): Promise<Buffer> {
    return cadesDetached(signed, this.identity);
  }
}

/**
 * Ends the document and returns its bytes sealed. `bytes` is the promise of the document's output (its
 * stream collected), which must not be awaited before this is called.
 */
export async function endSealed(pdf: PDFKit.PDFDocument, bytes: Promise<Buffer>, seal: Seal): Promise<Buffer> {
  const identity = await getSigningIdentity();
  // The CMS holds the chain and one RSA signature; its size is known up to a few hundred bytes.
  const certificates = [identity.certificate, ...identity.chain].reduce((sum, c) => sum + c.length, 0);
  pdfkitAddPlaceholder({
    pdf: pdf as unknown as Parameters<typeof pdfkitAddPlaceholder>[0]["pdf"],
    pdfBuffer: Buffer.alloc(0),
    reason: seal.reason,
    contactInfo: seal.contact ?? "",
    name: identity.name,
    location: seal.location ?? "",
    signingTime: seal.signingTime,
    signatureLength: certificates + 4096,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  pdf.end();
  return signpdf.sign(await bytes, new FirmSigner(identity), seal.signingTime);
}
