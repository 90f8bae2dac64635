// What a production server checks about its environment when it starts (instrumentation.ts), so that a
// plain `next start`, a container or a serverless function fails with a sentence naming the variable to
// set, instead of at the first sign-in or upload, and never falls back to a folder inside the app.
// `npm start` settles DATA_DIR and SESSION_SECRET itself (scripts/runtime-env.mjs), so it always passes.
import { identityFromP12 } from "@/lib/pdf/signing/certificates";

type Env = Record<string, string | undefined>;

export type ConfigurationReport = { errors: string[]; warnings: string[] };

const isFlag = (value: string | undefined) => /^(1|true|yes)$/i.test(value ?? "");

export function checkConfiguration(e: Env): ConfigurationReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const vercel = e.VERCEL === "1";
  const databaseUrl = e.DATABASE_URL || undefined;
  const dataDir = e.DATA_DIR || undefined;
  const blob = e.BLOB_READ_WRITE_TOKEN || undefined;

  if (!e.SESSION_SECRET || e.SESSION_SECRET.length < 32) {
    errors.push("SESSION_SECRET must be set to at least 32 random characters (the same value on every instance): it seals the session cookie.");
  }
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    errors.push("DATABASE_URL must be a postgres:// or postgresql:// URL.");
  }
  if (!databaseUrl) {
    if (vercel) errors.push("DATABASE_URL is required on Vercel: a serverless function keeps no disk for the embedded database.");
    else if (!dataDir) errors.push("Set DATABASE_URL (PostgreSQL), or DATA_DIR (a folder outside the app) for the embedded database.");
  }
  if (!blob) {
    if (vercel) errors.push("BLOB_READ_WRITE_TOKEN is required on Vercel (a private Blob store): a serverless function keeps no disk for uploaded files.");
    else if (!dataDir) errors.push("Set BLOB_READ_WRITE_TOKEN (Vercel Blob), or DATA_DIR (a folder outside the app) for uploaded files.");
  }
  // The certificate that seals the executed MSA and the tax pack (lib/pdf/signing): the firm's, or a self-signed
  // one made once into DATA_DIR, which a serverless function cannot keep (each instance would make its own).
  const p12 = e.SIGNING_CERT_P12?.replace(/\s+/g, "") || undefined;
  if (p12) {
    try {
      identityFromP12(Buffer.from(p12, "base64"), e.SIGNING_CERT_PASSWORD ?? "");
    } catch (err) {
      errors.push(`SIGNING_CERT_P12 cannot be used (${(err as Error).message}): give the firm's PKCS#12 file (an RSA key and its certificate) in base64, and its password in SIGNING_CERT_PASSWORD.`);
    }
  } else if (vercel) {
    errors.push("SIGNING_CERT_P12 (the firm's PKCS#12 certificate, base64) and SIGNING_CERT_PASSWORD are required on Vercel: a serverless function keeps no disk for the self-signed certificate that seals the executed MSA and the tax pack.");
  } else if (!dataDir) {
    errors.push("Set SIGNING_CERT_P12 (the firm's PKCS#12 certificate, base64) and SIGNING_CERT_PASSWORD, or DATA_DIR (a folder outside the app) for the self-signed certificate that seals the executed MSA and the tax pack.");
  }
  // Mail (issue 31): its links are built on APP_URL.
  const appUrl = e.APP_URL?.trim();
  if (appUrl && !/^https?:\/\/[^\s/]+/.test(appUrl)) errors.push("APP_URL must be the site's http(s) address, such as https://portal.example.com.");
  if (e.SMTP_URL?.trim() && !appUrl) {
    warnings.push("SMTP_URL is set but APP_URL is not: the links in mail (password reset, email confirmation) point at http://localhost. Set APP_URL to the site's address.");
  }
  if (e.CLIENT_IP_HEADER && !/^[a-z0-9-]+$/i.test(e.CLIENT_IP_HEADER.trim())) {
    errors.push("CLIENT_IP_HEADER must be a header name such as x-real-ip.");
  }
  if (!isFlag(e.TRUST_PROXY) && e.CFP_SOCKET_ADDRESS_STAMPED !== "1") {
    warnings.push(
      vercel
        ? "TRUST_PROXY is not set: on Vercel set TRUST_PROXY=true, so the login limits count each client's address (x-vercel-forwarded-for)."
        : "TRUST_PROXY is not set and this is not `npm start`: a client can choose its own X-Forwarded-For, which weakens the per-address login limits. Behind a reverse proxy set TRUST_PROXY=true; facing clients directly, serve with `npm start`.",
    );
  }
  return { errors, warnings };
}
