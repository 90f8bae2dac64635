import "server-only";
// The signed-in user as every gate sees it (getCurrentUser for pages and actions, lib/route.ts for route
// handlers): the session row's user (lib/session.ts), and whether the switch "Require a second factor"
// holds the account back until it enrols (issue 32 §3). Here rather than in lib/session.ts, which knows
// no feature.
import { getDb } from "@/lib/db";
import { readSession, type SessionUser } from "@/lib/session";
import { getSetting } from "@/lib/settings/service";
import { secondFactorRequired } from "@/lib/second-factor/policy";
import { hasSecondFactor } from "@/lib/second-factor/factor-store";

export async function sessionUser(cookieValue: string | undefined): Promise<SessionUser | null> {
  const user = await readSession(cookieValue);
  if (!user) return null;
  const db = await getDb();
  // The factors are read only for the accounts the switch covers: with it off, one small read more.
  const mustEnrol = secondFactorRequired(await getSetting("security.requireSecondFactor", db), user.role) && !(await hasSecondFactor(db, user.id));
  return { ...user, mustEnrol };
}
