// A constant answer with no session or database work: a liveness probe for load balancers, and the
// benchmark's measure of what the framework itself costs per request (npm run bench).
import { describedBy } from "@/lib/api/registry/endpoint";
import { platformEndpoints } from "@/lib/api/registry/platform";

export const dynamic = "force-dynamic";

// no-store: a cached "ok" would tell a load balancer the instance is alive after it died.
export const GET = describedBy(platformEndpoints.health, async (): Promise<Response> => Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } }));
