// The only reader of process.env. Getters, not constants: tests point each file at its own database.
import path from "node:path";

function flag(name: string): boolean {
  return /^(1|true|yes)$/i.test(process.env[name] ?? "");
}

export const env = {
  get dataDir(): string {
    return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? "data");
  },
  get databaseUrl(): string | undefined {
    const url = process.env.DATABASE_URL;
    return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
  },
  get sessionSecret(): string {
    const secret = process.env.SESSION_SECRET;
    if (!secret || secret.length < 32) {
      throw new Error("SESSION_SECRET must be set (at least 32 characters); npm start provides one for the embedded setup");
    }
    return secret;
  },
  /** "auto" follows the request's scheme; "true"/"false" force it (e.g. behind a TLS-terminating proxy). */
  get cookieSecure(): "auto" | boolean {
    const v = process.env.COOKIE_SECURE;
    if (v === undefined || v === "" || v === "auto") return "auto";
    return flag("COOKIE_SECURE");
  },
  get openEmployeeRegistration(): boolean {
    return flag("OPEN_EMPLOYEE_REGISTRATION");
  },
  get blobToken(): string | undefined {
    return process.env.BLOB_READ_WRITE_TOKEN || undefined;
  },
  get uploadsDir(): string {
    return path.join(this.dataDir, "uploads");
  },
  get trustProxy(): boolean {
    return flag("TRUST_PROXY");
  },
  get branding() {
    return {
      companyName: process.env.COMPANY_NAME ?? "Voltline Capital",
      websiteUrl: process.env.COMPANY_WEBSITE_URL ?? "https://example.com",
      mapUrl: process.env.PROJECT_MAP_URL ?? "https://www.openstreetmap.org/",
      logoPath: process.env.COMPANY_LOGO_PATH ?? "/logo.svg",
    };
  },
};
