// The Node half of instrumentation.ts: kept out of that file so the Edge build of it never sees
// process.exit. A production server with an incomplete environment stops here, naming what to set.
// Next would otherwise stay up answering every request with a bare 500, so a Node host's process exits
// (its supervisor or health check sees it); on Vercel the function fails to start with the same message.
import { checkConfiguration } from "@/lib/deploy-config";

export function enforceConfiguration(): void {
  const { errors, warnings } = checkConfiguration(process.env);
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  if (errors.length === 0) return;
  for (const error of errors) console.error(`Configuration error: ${error}`);
  if (process.env.VERCEL !== "1") process.exit(1);
  throw new Error(`The server cannot start: ${errors.join(" ")}`);
}
