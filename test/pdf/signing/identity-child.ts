// Run as its own process by lib/pdf/signing/identity.test.ts: loads (or makes) the signing identity from the
// environment and prints its certificate's SHA-256, so that processes started at once can be compared.
import { createHash } from "node:crypto";
import { getSigningIdentity } from "@/lib/pdf/signing/identity";

getSigningIdentity().then(
  (identity) => process.stdout.write(`${createHash("sha256").update(identity.certificate).digest("hex")}\n`),
  (err: Error) => {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  },
);
