// A constant answer with no session or database work: a liveness probe for load balancers, and the
// benchmark's measure of what the framework itself costs per request (npm run bench).
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  return Response.json({ ok: true });
}
