// The scheduled-work routes (app/api/cron): a bearer token opens them, a session never does. Each row's
// setup sets CRON_SECRET (or takes it away) right before its call; the routes read it per request.
import type { AccessRow } from "@/test/access/types";
import { everyone } from "@/test/access/types";
import { GET as outbox } from "@/app/api/cron/outbox/route";
import { GET as uploadSweep } from "@/app/api/cron/upload-sweep/route";
import { GET as digest } from "@/app/api/cron/digest/route";

export const TEST_CRON_SECRET = "test-cron-secret-0123456789abcdef";

const configured = (authorization?: string) => async () => {
  process.env.CRON_SECRET = TEST_CRON_SECRET;
  const headers: Record<string, string> = authorization ? { authorization } : {};
  return { headers };
};
const unconfigured = async () => {
  delete process.env.CRON_SECRET;
  return { headers: { authorization: `Bearer ${TEST_CRON_SECRET}` } };
};

const ROUTES = { outbox, "upload-sweep": uploadSweep, digest };

export const cronRows: AccessRow[] = Object.entries(ROUTES).flatMap(([path, handler]): AccessRow[] => {
  const name = `GET /api/cron/${path}`;
  return [
    // With the bearer token anyone's call runs the work; the session plays no part.
    { name, handler, setup: configured(`Bearer ${TEST_CRON_SECRET}`), permission: "public" },
    { name: `${name} (no bearer token)`, handler, setup: configured(), permission: "public", overrides: everyone(401) },
    { name: `${name} (another token)`, handler, setup: configured("Bearer not-the-secret-0123456789"), permission: "public", overrides: everyone(401) },
    { name: `${name} (CRON_SECRET not set)`, handler, setup: unconfigured, permission: "public", overrides: everyone(404) },
  ];
});
