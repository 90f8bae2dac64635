// DER building blocks over node-forge's ASN.1 codec, for the CMS signature (cms.ts) and for reading a
// certificate's issuer and serial number as they are encoded (never re-encoded: a hash over a certificate
// must see its exact bytes).
import forge from "node-forge";

const { asn1 } = forge;
const U = asn1.Class.UNIVERSAL;
export type Node = forge.asn1.Asn1;

export const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
} as const;

export const seq = (items: Node[]): Node => asn1.create(U, asn1.Type.SEQUENCE, true, items);
export const set = (items: Node[]): Node => asn1.create(U, asn1.Type.SET, true, items);
export const oid = (id: string): Node => asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
export const octets = (bytes: Buffer): Node => asn1.create(U, asn1.Type.OCTETSTRING, false, bytes.toString("binary"));
export const int = (n: number): Node => asn1.create(U, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
export const nul = (): Node => asn1.create(U, asn1.Type.NULL, false, "");
/** A context-specific tag [n] around the items (EXPLICIT, or IMPLICIT of a SET/SEQUENCE: the same bytes but the tag). */
export const tagged = (n: number, items: Node[]): Node => asn1.create(asn1.Class.CONTEXT_SPECIFIC, n, true, items);

export const der = (node: Node): Buffer => Buffer.from(asn1.toDer(node).getBytes(), "binary");
/** Parsed so that toDer gives back the very same bytes (BIT STRINGs left as they are). */
// forge's types know only the older boolean `strict` argument; its parser takes these options.
const EXACT = { strict: true, decodeBitStrings: false } as unknown as boolean;
export const parse = (bytes: Buffer): Node => asn1.fromDer(forge.util.createBuffer(bytes.toString("binary")), EXACT);

/** DER's SET OF: the members sorted by their encodings. */
export function setOf(items: Node[]): Node[] {
  return items.map((node) => ({ node, bytes: der(node) })).sort((a, b) => Buffer.compare(a.bytes, b.bytes)).map((x) => x.node);
}

/** A certificate's issuer Name and serialNumber INTEGER, as encoded in its TBSCertificate. */
export function issuerAndSerial(certificate: Buffer): { issuer: Node; serial: Node } {
  const tbs = (parse(certificate).value as Node[])[0].value as Node[];
  // TBSCertificate: [0] version (absent in v1), serialNumber, signature, issuer, …
  const at = tbs[0].tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serial: tbs[at], issuer: tbs[at + 2] };
}
