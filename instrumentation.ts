// Runs once when a server instance starts (`next start`, `npm start`, a serverless cold start): a
// production server checks its environment (lib/startup-check.ts) before it answers anything.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NODE_ENV !== "production") return;
  const { enforceConfiguration } = await import("@/lib/startup-check");
  enforceConfiguration();
}
