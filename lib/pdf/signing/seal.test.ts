// A sealed PDF read back (issue 33 §1): pdfsig reports a valid PAdES signature (ETSI.CAdES.detached) over
// the whole file by the firm's certificate; one changed byte makes it invalid. The CMS carries the signed
// attributes PAdES baseline B asks for (content-type, message-digest, signing-certificate-v2) and no
// signing-time (the claimed time is the signature dictionary's /M).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import forge from "node-forge";
import { createPdf } from "@/lib/pdf/document";
import { writeText } from "@/lib/pdf/text";
import { endSealed } from "@/lib/pdf/signing/seal";
import { flipped, poppler, withPoppler } from "@/test/pdf/poppler";

const saved = { DATA_DIR: process.env.DATA_DIR, COMPANY_NAME: process.env.COMPANY_NAME };
let dir: string;
let sealed: Buffer;
const SIGNED_AT = new Date("2026-12-02T15:04:05Z");

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "cfp-seal-"));
  process.env.DATA_DIR = dir;
  process.env.COMPANY_NAME = "Voltline Capital";
  const { pdf, bytes } = createPdf({ title: "A sealed note", author: "Voltline Capital" }, { margin: 72 });
  writeText(pdf, "A short note, sealed.", { tag: "H1" });
  sealed = await endSealed(pdf, bytes, { reason: "Testing the seal", signingTime: SIGNED_AT });
});
afterAll(() => {
  process.env.DATA_DIR = saved.DATA_DIR;
  process.env.COMPANY_NAME = saved.COMPANY_NAME;
  rmSync(dir, { recursive: true, force: true });
});

/** The signature's CMS (DER) from the /Contents the byte ranges leave out. */
function cmsOf(pdf: Buffer): Buffer {
  const [, a, b, c] = /\/ByteRange \[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString("latin1"))!.map(Number);
  const hex = pdf.subarray(a + b + 1, c - 1).toString("latin1");
  return Buffer.from(hex.replace(/(00)+$/, ""), "hex");
}

const oidBytes = (oid: string) => Buffer.from(forge.asn1.oidToDer(oid).getBytes(), "binary");

it("covers the whole file, bar the signature itself, with SHA-256 and the PAdES attributes", () => {
  const text = sealed.toString("latin1");
  const [, a, , c, d] = /\/ByteRange \[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text)!.map(Number);
  expect(a).toBe(0);
  expect(c + d).toBe(sealed.length);
  expect(text).toContain("/SubFilter /ETSI.CAdES.detached");
  expect(text).toContain("/M (D:20261202150405Z)");
  const cms = cmsOf(sealed);
  expect(cms.includes(oidBytes("1.2.840.113549.1.9.16.2.47"))).toBe(true); // signing-certificate-v2
  expect(cms.includes(oidBytes("1.2.840.113549.1.9.4"))).toBe(true); // message-digest
  expect(cms.includes(oidBytes("1.2.840.113549.1.9.5"))).toBe(false); // no signing-time
  expect(cms.includes(oidBytes("2.16.840.1.101.3.4.2.1"))).toBe(true); // SHA-256
});

withPoppler("pdfsig")("pdfsig: a valid signature over the total document; one changed byte makes it invalid", () => {
  const { output } = poppler("pdfsig", sealed);
  expect(output).toContain("Signer Certificate Common Name: Voltline Capital");
  expect(output).toContain("Signature Type: ETSI.CAdES.detached");
  expect(output).toContain("Signing Hash Algorithm: SHA-256");
  expect(output).toContain("Total document signed");
  expect(output).toContain("Signature Validation: Signature is Valid.");
  // The self-signed default is not a trusted issuer: expected; the signature itself is valid.
  expect(output).toMatch(/Certificate Validation: (Certificate issuer is unknown|Certificate issuer isn't Trusted)/);
  for (const at of [200, Math.floor(sealed.length * 0.75), sealed.length - 40]) {
    const changed = poppler("pdfsig", flipped(sealed, at)).output;
    expect({ at, validation: /Signature Validation: (.+)/.exec(changed)?.[1] }).toEqual({ at, validation: expect.stringMatching(/^(Digest Mismatch|Signature is Invalid)\.$/) });
  }
});
