import "server-only";
import { authorize } from "@/lib/auth/authorize";
import type { IdleLimits } from "@/lib/pipeline/idle";
import { setSetting } from "@/lib/settings/service";
import type { SessionUser } from "@/lib/session";

/** Employees who edit deals set when they turn idle; the setting audits the change (setting.updated). */
export async function setIdleLimits(actor: SessionUser, limits: IdleLimits): Promise<IdleLimits> {
  authorize(actor, "projects.write");
  return setSetting(actor.id, "pipeline.idleLimits", limits);
}
