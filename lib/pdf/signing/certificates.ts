// The firm's signing key and certificate chain, from a PKCS#12 file (SIGNING_CERT_P12) or from the PEM file
// of the embedded default, and the self-signed certificate that default is made of. node-forge reads
// PKCS#12 and writes the certificate; Node's crypto holds the key and signs.
import { createPrivateKey, createPublicKey, generateKeyPair, randomBytes, X509Certificate, type KeyObject } from "node:crypto";
import { promisify } from "node:util";
import forge from "node-forge";
import { der, seq, type Node } from "@/lib/pdf/signing/der";

export type SigningIdentity = {
  key: KeyObject;
  /** The signer's certificate (DER). */
  certificate: Buffer;
  /** The rest of the chain (DER), issuer first. */
  chain: Buffer[];
  /** The certificate's subject common name. */
  name: string;
};

const generate = promisify(generateKeyPair);
const spki = (key: KeyObject) => createPublicKey(key).export({ type: "spki", format: "der" });
const commonName = (certificate: Buffer) => /(?:^|\n)CN=([^\n]*)/.exec(new X509Certificate(certificate).subject)?.[1] ?? "";

function identityOf(key: KeyObject, certificates: Buffer[]): SigningIdentity {
  const own = spki(key);
  const signer = certificates.find((c) => Buffer.from(new X509Certificate(c).publicKey.export({ type: "spki", format: "der" })).equals(own));
  if (!signer) throw new Error("no certificate matches the private key");
  const chain = certificates.filter((c) => c !== signer);
  return { key, certificate: signer, chain, name: commonName(signer) };
}

/**
 * A certificate from a PKCS#12 bag, as it was encoded. forge keeps the TBSCertificate as read; the outer
 * AlgorithmIdentifier equals the TBSCertificate's `signature` field (RFC 5280 §4.1.1.2), copied from there
 * rather than re-encoded from forge's table. forge reads RSA certificates only: others come as ASN.1.
 */
function certificateBytes(bag: forge.pkcs12.Bag): Buffer {
  if (!bag.cert) return der(bag.asn1 as Node);
  const tbs = (bag.cert as unknown as { tbsCertificate: Node }).tbsCertificate;
  const fields = tbs.value as Node[];
  const algorithm = fields[fields[0].tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 2 : 1];
  const signature = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.BITSTRING, false, `\u0000${bag.cert.signature}`);
  return der(seq([tbs, algorithm, signature]));
}

/** The identity in a PKCS#12 file: its (RSA) private key, the certificate that matches it and the others as its chain. */
export function identityFromP12(p12: Buffer, password: string): SigningIdentity {
  const pfx = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString("binary"))), false, password);
  const { oids } = forge.pki;
  const keys = [...(pfx.getBags({ bagType: oids.pkcs8ShroudedKeyBag })[oids.pkcs8ShroudedKeyBag] ?? []), ...(pfx.getBags({ bagType: oids.keyBag })[oids.keyBag] ?? [])];
  const bag = keys.find((b) => b.key);
  if (!bag?.key) throw new Error("it holds no RSA private key");
  const key = createPrivateKey(forge.pki.privateKeyToPem(bag.key as forge.pki.rsa.PrivateKey));
  const certificates = (pfx.getBags({ bagType: oids.certBag })[oids.certBag] ?? []).map(certificateBytes);
  return identityOf(key, certificates);
}

/** The identity in a PEM file: one private key and its certificate. */
export function identityFromPem(pem: string): SigningIdentity {
  const key = /-----BEGIN (?:RSA )?PRIVATE KEY-----[^-]+-----END (?:RSA )?PRIVATE KEY-----/.exec(pem)?.[0];
  const certificates = [...pem.matchAll(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----/g)].map((m) => new X509Certificate(m[0]).raw);
  if (!key || certificates.length === 0) throw new Error("it holds no private key and certificate");
  return identityOf(createPrivateKey(key), certificates);
}

/**
 * A new RSA key and a self-signed certificate naming the firm (subject and issuer CN and O), valid ten years,
 * for document signing (digitalSignature, nonRepudiation), as one PEM text.
 */
export async function selfSignedPem(companyName: string, now = new Date()): Promise<string> {
  const { privateKey, publicKey } = await generate("rsa", {
    modulusLength: 3072,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial of 16 random bytes (RFC 5280: at most 20 octets, not negative).
  cert.serialNumber = `01${randomBytes(15).toString("hex")}`;
  cert.validity.notBefore = new Date(now.getTime() - 60_000);
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + 10);
  const subject = [
    { shortName: "CN", value: companyName },
    { shortName: "O", value: companyName },
  ];
  // UTF8String, so that a name outside ASCII stays what it is.
  for (const attr of subject) Object.assign(attr, { valueTagClass: forge.asn1.Type.UTF8 });
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: false, critical: true },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true, critical: true },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return `${privateKey.trim()}\n${forge.pki.certificateToPem(cert).trim()}\n`;
}
