import { generateKeyPairSync } from "node:crypto";
import forge from "node-forge";
import { checkConfiguration } from "@/lib/deploy-config";
import { env } from "@/lib/env";

const SECRET = "s".repeat(32);

let firm: { SIGNING_CERT_P12: string; SIGNING_CERT_PASSWORD: string } | undefined;
/** A PKCS#12 file with a key and a self-signed certificate, as the variables carry it (made once). */
function firmCertificate() {
  if (firm) return firm;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048, privateKeyEncoding: { type: "pkcs1", format: "pem" }, publicKeyEncoding: { type: "spki", format: "pem" } });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = "01";
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  cert.setSubject([{ shortName: "CN", value: "Voltline Capital" }]);
  cert.setIssuer([{ shortName: "CN", value: "Voltline Capital" }]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], "p12 password", { algorithm: "aes256" })).getBytes();
  firm = { SIGNING_CERT_P12: Buffer.from(p12, "binary").toString("base64"), SIGNING_CERT_PASSWORD: "p12 password" };
  return firm;
}

describe("checkConfiguration (a production server's start-up check)", () => {
  it("passes a Node host on PostgreSQL with files in a data folder outside the app", () => {
    expect(
      checkConfiguration({ SESSION_SECRET: SECRET, DATABASE_URL: "postgresql://app@db/portal", DATA_DIR: "/var/lib/portal", TRUST_PROXY: "true" }),
    ).toEqual({ errors: [], warnings: [] });
  });

  it("passes Vercel with PostgreSQL, a Blob store, the firm's signing certificate and the platform's address header", () => {
    const vercel = { VERCEL: "1", SESSION_SECRET: SECRET, DATABASE_URL: "postgres://u:p@host/db", BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x", TRUST_PROXY: "true", ...firmCertificate() };
    expect(checkConfiguration(vercel)).toEqual({ errors: [], warnings: [] });
  });

  it("names every missing piece instead of falling back to the app's own folder", () => {
    const { errors } = checkConfiguration({});
    expect(errors).toEqual([
      "SESSION_SECRET must be set to at least 32 random characters (the same value on every instance): it seals the session cookie.",
      "Set DATABASE_URL (PostgreSQL), or DATA_DIR (a folder outside the app) for the embedded database.",
      "Set BLOB_READ_WRITE_TOKEN (Vercel Blob), or DATA_DIR (a folder outside the app) for uploaded files.",
      "Set SIGNING_CERT_P12 (the firm's PKCS#12 certificate, base64) and SIGNING_CERT_PASSWORD, or DATA_DIR (a folder outside the app) for the self-signed certificate that seals the executed MSA and the tax pack.",
    ]);
    expect(checkConfiguration({ SESSION_SECRET: "short", DATA_DIR: "/srv/data" }).errors).toEqual([expect.stringContaining("SESSION_SECRET")]);
    expect(checkConfiguration({ SESSION_SECRET: SECRET, DATABASE_URL: "mysql://x", DATA_DIR: "/srv/data" }).errors).toEqual([
      "DATABASE_URL must be a postgres:// or postgresql:// URL.",
    ]);
  });

  it("on Vercel requires PostgreSQL and Blob even with a DATA_DIR, since a function's disk does not last", () => {
    const { errors } = checkConfiguration({ VERCEL: "1", SESSION_SECRET: SECRET, DATA_DIR: "/tmp/data", TRUST_PROXY: "true" });
    expect(errors).toEqual([
      "DATABASE_URL is required on Vercel: a serverless function keeps no disk for the embedded database.",
      "BLOB_READ_WRITE_TOKEN is required on Vercel (a private Blob store): a serverless function keeps no disk for uploaded files.",
      "SIGNING_CERT_P12 (the firm's PKCS#12 certificate, base64) and SIGNING_CERT_PASSWORD are required on Vercel: a serverless function keeps no disk for the self-signed certificate that seals the executed MSA and the tax pack.",
    ]);
  });

  it("refuses a signing certificate it cannot open, naming the variables; a host with PostgreSQL and Blob but no DATA_DIR needs one", () => {
    const base = { SESSION_SECRET: SECRET, DATABASE_URL: "postgres://u:p@host/db", BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_x", TRUST_PROXY: "true" };
    expect(checkConfiguration(base).errors).toEqual([expect.stringContaining("Set SIGNING_CERT_P12")]);
    expect(checkConfiguration({ ...base, ...firmCertificate() }).errors).toEqual([]);
    const wrong = checkConfiguration({ ...base, ...firmCertificate(), SIGNING_CERT_PASSWORD: "not it" }).errors;
    expect(wrong).toEqual([expect.stringMatching(/^SIGNING_CERT_P12 cannot be used \(.+\): give the firm's PKCS#12 file/)]);
    expect(checkConfiguration({ ...base, SIGNING_CERT_P12: "bm90IGEgY2VydGlmaWNhdGU=" }).errors).toEqual([expect.stringContaining("SIGNING_CERT_P12 cannot be used")]);
  });

  it("warns when nothing vouches for the client's address (plain next start without TRUST_PROXY), but not under npm start", () => {
    const base = { SESSION_SECRET: SECRET, DATA_DIR: "/srv/data" };
    expect(checkConfiguration(base).warnings).toEqual([expect.stringContaining("TRUST_PROXY is not set")]);
    expect(checkConfiguration({ ...base, CFP_SOCKET_ADDRESS_STAMPED: "1" }).warnings).toEqual([]);
    expect(checkConfiguration({ ...base, TRUST_PROXY: "true" }).warnings).toEqual([]);
    expect(checkConfiguration({ ...base, TRUST_PROXY: "true", CLIENT_IP_HEADER: "x real ip" }).errors).toEqual([
      "CLIENT_IP_HEADER must be a header name such as x-real-ip.",
    ]);
  });
});

describe("env.dataDir", () => {
  const saved = { NODE_ENV: process.env.NODE_ENV, DATA_DIR: process.env.DATA_DIR };
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) delete (process.env as Record<string, string | undefined>)[name];
    else (process.env as Record<string, string | undefined>)[name] = value;
  };
  afterEach(() => {
    set("NODE_ENV", saved.NODE_ENV);
    set("DATA_DIR", saved.DATA_DIR);
  });

  it("never defaults to a folder inside the app in production", () => {
    set("NODE_ENV", "production");
    set("DATA_DIR", undefined);
    expect(() => env.dataDir).toThrow("DATA_DIR is not set");
    expect(() => env.uploadsDir).toThrow("DATA_DIR is not set");
    set("DATA_DIR", "/srv/portal-data");
    expect(env.uploadsDir).toBe("/srv/portal-data/uploads");
  });

  it("keeps ./data as the default in development and tests", () => {
    set("NODE_ENV", "development");
    set("DATA_DIR", undefined);
    expect(env.dataDir).toBe(`${process.cwd()}/data`);
  });
});

describe("mail settings", () => {
  const base = { SESSION_SECRET: "s".repeat(40), DATABASE_URL: "postgres://db/app", DATA_DIR: "/var/lib/portal", TRUST_PROXY: "true" };
  it("refuses an APP_URL that is not an http(s) address", () => {
    expect(checkConfiguration({ ...base, APP_URL: "portal.example.com" }).errors).toEqual([expect.stringContaining("APP_URL must be")]);
    expect(checkConfiguration({ ...base, APP_URL: "https://portal.example.com" }).errors).toEqual([]);
  });
  it("warns when mail goes out by SMTP with links to localhost", () => {
    expect(checkConfiguration({ ...base, SMTP_URL: "smtp://u:p@mail:587" }).warnings).toEqual([expect.stringContaining("APP_URL is not")]);
    expect(checkConfiguration({ ...base, SMTP_URL: "smtp://u:p@mail:587", APP_URL: "https://portal.example.com" }).warnings).toEqual([]);
  });
});
