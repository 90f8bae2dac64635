// The environment as middleware (Edge runtime) reads it: no node:path, nothing else. Getters, so a test
// may change a variable between calls. lib/env.ts is the reader for everything else.
export const edgeEnv = {
  get isDevelopment(): boolean {
    return process.env.NODE_ENV === "development";
  },
  /** Empty when unset; middleware then treats every request as signed out. */
  get sessionSecret(): string {
    return process.env.SESSION_SECRET ?? "";
  },
  /** Behind a reverse proxy whose X-Forwarded-* headers are trusted (lib/env.ts says the same). */
  get trustProxy(): boolean {
    return /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? "");
  },
};
