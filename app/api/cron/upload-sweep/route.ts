// GET /api/cron/upload-sweep: the sweep of uploads nobody recorded (lib/storage/upload-sweep.ts), for a scheduler (vercel.json).
import { platformEndpoints } from "@/lib/api/registry/platform";
import { cronRoute } from "@/lib/cron";
import { sweepAllUnrecordedUploads } from "@/lib/storage/upload-sweep";

export const dynamic = "force-dynamic";

export const GET = cronRoute(platformEndpoints.cronUploadSweep, async () => ({ swept: await sweepAllUnrecordedUploads() }));
