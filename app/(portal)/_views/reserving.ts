import "server-only";
import { can } from "@/lib/auth/permissions";
import { getMyReadiness } from "@/lib/readiness/queries";
import { listMyPlaces } from "@/lib/reservations/waitlist-queries";
import type { SessionUser } from "@/lib/session";
import type { Reserving } from "@/components/reservations/reserving-context";

/** An investor's readiness and places in line (GET /api/readiness and GET /api/waitlist); employees reserve for others. */
export async function reservingOf(user: SessionUser): Promise<Reserving | null> {
  if (!can(user, "projects.reserve")) return null;
  const [readiness, places] = await Promise.all([getMyReadiness(user), listMyPlaces(user)]);
  return { readiness, places: Object.fromEntries(places.map((p) => [p.projectId, p.place])) };
}
