import "server-only";
// User Management's list (GET /api/admin/users): every account, with whether it has a second factor, so
// the screen offers "Reset second factor" only where there is one (issue 32 §5). lib/users lists the
// accounts; this folder knows the factors (lib/users does not import lib/security).
import { getDb } from "@/lib/db";
import { authorize } from "@/lib/auth/authorize";
import type { SessionUser } from "@/lib/session";
import { listUsers, type PublicUser } from "@/lib/users/service";
import { secondFactorsByUser } from "@/lib/second-factor/factor-store";

export async function listManagedUsers(actor: SessionUser): Promise<(PublicUser & { secondFactor: boolean })[]> {
  authorize(actor, "users.read");
  const users = await listUsers();
  const factors = await secondFactorsByUser(await getDb(), users.map((u) => u.id));
  return users.map((u) => ({ ...u, secondFactor: (factors.get(u.id) ?? []).length > 0 }));
}
