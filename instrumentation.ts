// Runs once when a server instance starts (`next start`, `npm start`, a serverless cold start): a
// production server checks its environment (lib/startup-check.ts) before it answers anything, and every
// server finishes the after-commit work a previous process left pending (lib/outbox) and clears the
// temporary files of puts a killed process left (lib/storage/stale-temporary.ts), and sweeps uploaded files
// nobody recorded, now and every 15 minutes (lib/storage/upload-sweep.ts), and mails the daily notification
// digests when they are due (lib/digest/startup.ts). The Node-only modules
// load inside the runtime check, so the Edge build of this file never sees them.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    if (process.env.NODE_ENV === "production") (await import("@/lib/startup-check")).enforceConfiguration();
    // Every module that defines an after-commit effect, so the drain can run what a previous process recorded
    // (test/architecture/effects-loaded.test.ts keeps this list whole).
    await Promise.all([import("@/lib/notifications/deliver"), import("@/lib/mail/send"), import("@/lib/agreements/msa/store-pdf"), import("@/lib/storage/delete-effect"), import("@/lib/projects/refresh-statistics")]);
    (await import("@/lib/outbox/startup")).startOutbox();
    (await import("@/lib/mail/startup")).announceMailTransport();
    (await import("@/lib/digest/startup")).startDigests();
    void (await import("@/lib/storage/stale-temporary")).clearStaleTemporaryUploads();
    (await import("@/lib/storage/upload-sweep")).startUploadSweep();
  }
}
