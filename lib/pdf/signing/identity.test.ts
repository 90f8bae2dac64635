// Whose certificate seals the PDFs (issue 33 §1): the embedded default makes one self-signed certificate for
// COMPANY_NAME under DATA_DIR (mode 0600) and keeps it, also when processes start at once; a firm's PKCS#12
// from SIGNING_CERT_P12 (as OpenSSL writes one, with its chain) is used as it is.
import { spawn, spawnSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getSigningIdentity } from "@/lib/pdf/signing/identity";
import { readOrCreateOnce } from "@/lib/pdf/signing/once-file";

const ENV = ["DATA_DIR", "COMPANY_NAME", "SIGNING_CERT_P12", "SIGNING_CERT_PASSWORD"] as const;
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
const set = (name: (typeof ENV)[number], value: string | undefined) => {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
};
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "cfp-signing-"));
  set("DATA_DIR", dir);
  set("SIGNING_CERT_P12", undefined);
  set("SIGNING_CERT_PASSWORD", undefined);
});
afterEach(() => {
  for (const k of ENV) set(k, saved[k]);
  rmSync(dir, { recursive: true, force: true });
});

describe("the embedded default", () => {
  it("makes a self-signed certificate for COMPANY_NAME into DATA_DIR, readable by its owner only, and keeps it", async () => {
    set("COMPANY_NAME", "Żółć Charging Capital");
    const identity = await getSigningIdentity();
    const file = path.join(dir, "signing", "seal.pem");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    const cert = new X509Certificate(identity.certificate);
    expect(cert.subject).toBe("CN=Żółć Charging Capital\nO=Żółć Charging Capital");
    expect(cert.issuer).toBe(cert.subject);
    expect(cert.verify(cert.publicKey)).toBe(true);
    expect(identity.name).toBe("Żółć Charging Capital");
    expect(identity.chain).toEqual([]);
    // Kept: the file is read, not remade, and nothing else is left in the folder.
    const before = readFileSync(file, "utf8");
    expect(readdirSync(path.dirname(file))).toEqual(["seal.pem"]);
    expect(readFileSync(file, "utf8")).toBe(before);
    expect(before).toMatch(/^-----BEGIN RSA PRIVATE KEY-----[\s\S]+-----BEGIN CERTIFICATE-----/);
  });

  it("a file made once: of many racing makers in one process, one wins and all read it", async () => {
    const file = path.join(dir, "once", "value.txt");
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => readOrCreateOnce(file, async () => `candidate ${i}\n`)));
    expect(new Set(results).size).toBe(1);
    expect(readFileSync(file, "utf8")).toBe(results[0]);
    expect(readdirSync(path.dirname(file))).toEqual(["value.txt"]);
  });

  it("processes that start at once end with one certificate", async () => {
    const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
    const child = path.join(process.cwd(), "test", "pdf", "signing", "identity-child.ts");
    const env = { ...process.env, DATA_DIR: dir, NODE_OPTIONS: "" };
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const p = spawn(tsx, ["--conditions=react-server", "--tsconfig", "tsconfig.json", child], { env, cwd: process.cwd() });
        let out = "";
        let err = "";
        p.stdout.on("data", (c) => (out += c));
        p.stderr.on("data", (c) => (err += c));
        p.on("close", (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(err))));
      });
    const fingerprints = await Promise.all([run(), run(), run()]);
    expect(fingerprints[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(fingerprints).size).toBe(1);
    expect(readdirSync(path.join(dir, "signing"))).toEqual(["seal.pem"]);
    expect(sha(new X509Certificate(readFileSync(path.join(dir, "signing", "seal.pem"), "utf8")).raw)).toBe(fingerprints[0]);
  }, 120_000);
});

const openssl = spawnSync("openssl", ["version"], { encoding: "utf8" }).error === undefined;
if (!openssl) console.warn("Skipped the SIGNING_CERT_P12 checks: openssl is not installed here to make a PKCS#12 file.");

(openssl ? describe : describe.skip)("SIGNING_CERT_P12", () => {
  /** A CA and a certificate it issued to the firm, exported by OpenSSL as PKCS#12 with the chain. */
  function firmP12(password: string): { p12: Buffer; leaf: Buffer; ca: Buffer } {
    const sh = (cmd: string) => {
      const r = spawnSync("sh", ["-c", cmd], { cwd: dir, encoding: "utf8" });
      if (r.status !== 0) throw new Error(r.stderr);
    };
    sh("openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days 30 -subj '/CN=Test Issuing CA'");
    sh("openssl req -newkey rsa:2048 -nodes -keyout firm.key -out firm.csr -subj '/CN=Voltline Capital Seal/O=Voltline Capital'");
    sh("openssl x509 -req -in firm.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out firm.pem -days 30");
    writeFileSync(path.join(dir, "pass.txt"), password);
    sh("openssl pkcs12 -export -inkey firm.key -in firm.pem -certfile ca.pem -out firm.p12 -passout file:pass.txt");
    const der = (pem: string) => new X509Certificate(readFileSync(path.join(dir, pem))).raw;
    return { p12: readFileSync(path.join(dir, "firm.p12")), leaf: der("firm.pem"), ca: der("ca.pem") };
  }

  it("signs with the firm's key and carries its certificate and chain, byte for byte as issued", async () => {
    const { p12, leaf, ca } = firmP12("correct horse");
    set("SIGNING_CERT_P12", p12.toString("base64"));
    set("SIGNING_CERT_PASSWORD", "correct horse");
    const identity = await getSigningIdentity();
    expect(sha(identity.certificate)).toBe(sha(leaf));
    expect(identity.chain.map(sha)).toEqual([sha(ca)]);
    expect(identity.name).toBe("Voltline Capital Seal");
    // Nothing is made under DATA_DIR when a certificate is given.
    expect(existsSync(path.join(dir, "signing"))).toBe(false);
  });

  it("refuses a wrong password with a sentence naming the variables", async () => {
    const { p12 } = firmP12("right");
    set("SIGNING_CERT_P12", p12.toString("base64"));
    set("SIGNING_CERT_PASSWORD", "wrong");
    await expect(getSigningIdentity()).rejects.toThrow(/^SIGNING_CERT_P12 cannot be used \(.+\): give a base64 PKCS#12 file with an RSA key and its certificate, and its SIGNING_CERT_PASSWORD$/);
  });
});
