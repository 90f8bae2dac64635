import "server-only";
// The switch "Require a second factor" in User Management (issue 32 §3): the firm-wide setting
// security.requireSecondFactor, changed by employees after a recent check (step-up), audited by
// lib/settings and announced to nobody. lib/session.ts reads it on every request.
import { authorize } from "@/lib/auth/authorize";
import { requireRecentCheck } from "@/lib/auth/recent-check";
import type { SessionUser } from "@/lib/session";
import { getSetting, setSetting } from "@/lib/settings/service";
import type { SecondFactorPolicyInput } from "@/lib/security/policy-schema";

const KEY = "security.requireSecondFactor";

export async function getSecondFactorPolicy(actor: SessionUser): Promise<SecondFactorPolicyInput> {
  authorize(actor, "users.approve");
  return { requireSecondFactor: await getSetting(KEY) };
}

export async function setSecondFactorPolicy(actor: SessionUser, input: SecondFactorPolicyInput): Promise<SecondFactorPolicyInput> {
  authorize(actor, "users.approve");
  requireRecentCheck(actor);
  return { requireSecondFactor: await setSetting(actor.id, KEY, input.requireSecondFactor) };
}
