// Whose certificate seals the portal's PDFs (DESIGN.md "Records are sealed"): the firm's PKCS#12 from
// SIGNING_CERT_P12 (base64) and SIGNING_CERT_PASSWORD; without it, a self-signed certificate for
// COMPANY_NAME made once into DATA_DIR/signing/seal.pem (mode 0600) and kept. Read once per process.
import "server-only";
import { createHash } from "node:crypto";
import path from "node:path";
import { env } from "@/lib/env";
import { identityFromP12, identityFromPem, selfSignedPem, type SigningIdentity } from "@/lib/pdf/signing/certificates";
import { readOrCreateOnce } from "@/lib/pdf/signing/once-file";

export type { SigningIdentity } from "@/lib/pdf/signing/certificates";

/** Where the embedded default keeps its key and self-signed certificate. */
export const defaultIdentityFile = () => path.join(env.dataDir, "signing", "seal.pem");

const loaded = new Map<string, Promise<SigningIdentity>>();

async function load(): Promise<SigningIdentity> {
  const p12 = env.signingCertP12;
  if (p12) {
    try {
      return identityFromP12(p12, env.signingCertPassword);
    } catch (err) {
      throw new Error(`SIGNING_CERT_P12 cannot be used (${(err as Error).message}): give a base64 PKCS#12 file with an RSA key and its certificate, and its SIGNING_CERT_PASSWORD`);
    }
  }
  const file = defaultIdentityFile();
  const pem = await readOrCreateOnce(file, () => selfSignedPem(env.branding.companyName));
  try {
    return identityFromPem(pem);
  } catch (err) {
    throw new Error(`${file} cannot be used (${(err as Error).message}): remove it to have a new self-signed certificate made, or set SIGNING_CERT_P12`);
  }
}

/** The identity that signs, loaded (or made) on first use; a failed load is tried again next time. */
export function getSigningIdentity(): Promise<SigningIdentity> {
  const p12 = env.signingCertP12;
  // Keyed by the configuration, so that a test (or a reload) that changes it gets the identity it names.
  const key = p12 ? `p12:${createHash("sha256").update(p12).update(env.signingCertPassword).digest("hex")}` : `file:${defaultIdentityFile()}`;
  let identity = loaded.get(key);
  if (!identity) {
    identity = load();
    identity.catch(() => loaded.delete(key));
    loaded.set(key, identity);
  }
  return identity;
}
