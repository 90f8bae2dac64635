// The CMS signature a PAdES baseline B signature carries (ETSI EN 319 142-1, SubFilter ETSI.CAdES.detached):
// SignedData over the signed byte ranges, detached (no content inside), SHA-256, with the signed attributes
// content-type, message-digest and signing-certificate-v2 (ESS, RFC 5035: binds the signer's certificate
// to the signature). No signing-time attribute: PAdES puts the claimed time in the signature dictionary's
// /M instead. node-forge's PKCS#7 writer adds signing-time and cannot add signing-certificate-v2, so the
// structure is written here from its ASN.1, and the RSA signature is Node's own.
import { createHash, sign } from "node:crypto";
import { der, int, issuerAndSerial, nul, octets, oid, OID, parse, seq, set, setOf, tagged, type Node } from "@/lib/pdf/signing/der";
import type { SigningIdentity } from "@/lib/pdf/signing/identity";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest();
const attribute = (type: string, value: Node) => seq([oid(type), set([value])]);
// RFC 5754: SHA-2 algorithm identifiers are written without parameters.
const SHA256 = () => seq([oid(OID.sha256)]);

/** The signed attributes, in DER's set order. */
function signedAttributes(content: Buffer, identity: SigningIdentity): Node[] {
  const { issuer, serial } = issuerAndSerial(identity.certificate);
  // ESSCertIDv2 with the default hash algorithm (SHA-256, so left out) and the issuer as a directoryName [4].
  const essCertId = seq([octets(sha256(identity.certificate)), seq([seq([tagged(4, [issuer])]), serial])]);
  return setOf([
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(sha256(content))),
    attribute(OID.signingCertificateV2, seq([seq([essCertId])])),
  ]);
}

/** A detached CMS SignedData (DER) over `content` by the identity's key, with its certificate chain. */
export function cadesDetached(content: Buffer, identity: SigningIdentity): Buffer {
  const attributes = signedAttributes(content, identity);
  // The signature covers the attributes encoded as a SET OF; they are stored under the [0] IMPLICIT tag.
  const signature = sign("sha256", der(set(attributes)), identity.key);
  const { issuer, serial } = issuerAndSerial(identity.certificate);
  const signerInfo = seq([int(1), seq([issuer, serial]), SHA256(), tagged(0, attributes), seq([oid(OID.rsaEncryption), nul()]), octets(signature)]);
  const certificates = [identity.certificate, ...identity.chain].map(parse);
  const signedData = seq([int(1), set([SHA256()]), seq([oid(OID.data)]), tagged(0, certificates), set([signerInfo])]);
  return der(seq([oid(OID.signedData), tagged(0, [signedData])]));
}
