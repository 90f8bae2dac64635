import "server-only";
// Whose year-end documents a caller asks for (the CSV and the tax pack): an investor their own, a
// reviewer (service-hours.review) the investor named by `?investor=`. Anyone else's, an unknown id or a
// non-investor is 404, so ids cannot be probed.
import { getDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { authorize } from "@/lib/auth/authorize";
import { can } from "@/lib/auth/permissions";
import { PARTICIPANT_ROLES } from "@/lib/requirements/ownership";
import type { SessionUser } from "@/lib/session";

export const INVESTOR_NOT_FOUND = "Investor not found";

export async function investorFor(viewer: Pick<SessionUser, "id" | "role" | "username">, investorId: string | undefined): Promise<{ id: string; username: string }> {
  if (!can(viewer, "service-hours.review")) {
    authorize(viewer, "service-hours.log");
    if (investorId && investorId !== viewer.id) throw notFound(INVESTOR_NOT_FOUND);
    return { id: viewer.id, username: viewer.username };
  }
  if (!investorId) throw notFound(INVESTOR_NOT_FOUND);
  const db = await getDb();
  const user = await db.user.findFirst({ where: { id: investorId, role: { in: [...PARTICIPANT_ROLES] } }, select: { id: true, username: true } });
  if (!user) throw notFound(INVESTOR_NOT_FOUND);
  return user;
}
