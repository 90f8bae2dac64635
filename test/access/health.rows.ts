import type { AccessRow } from "@/test/access/types";
import { GET as health } from "@/app/api/health/route";

export const healthRows: AccessRow[] = [
  // A liveness probe: public, and it reveals nothing.
  { name: "GET /api/health", handler: health, permission: "public" },
];
