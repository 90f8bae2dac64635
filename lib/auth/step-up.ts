import "server-only";
// Step-up for a decision the spec already had (approving an account, issue 32 §4) asks again of the accounts
// that have a second factor and of everyone the switch "Require a second factor" covers. A password-only
// account on a firm that requires none (a fresh install: the spec's behaviour) approves as the spec says,
// however old its session: its re-check could only be the same password its session already proved.
import { getDb } from "@/lib/db";
import type { SessionUser } from "@/lib/session";
import { getSetting } from "@/lib/settings/service";
import { secondFactorRequired } from "@/lib/second-factor/policy";
import { hasSecondFactor } from "@/lib/second-factor/factor-store";
import { checkedRecently, reauthRequired } from "@/lib/auth/recent-check";

export async function requireRecentCheckWhereSecured(actor: SessionUser, now = Date.now()): Promise<void> {
  if (checkedRecently(actor, now)) return;
  const db = await getDb();
  const secured = secondFactorRequired(await getSetting("security.requireSecondFactor", db), actor.role) || (await hasSecondFactor(db, actor.id));
  if (secured) throw reauthRequired();
}
