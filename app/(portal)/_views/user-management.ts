import "server-only";
import { z } from "zod";
import { listManagedUsers } from "@/lib/security/managed-users";
import { getSecondFactorPolicy } from "@/lib/security/policy";
import type { SessionUser } from "@/lib/session";
import { managedUserSchema } from "@/lib/api/registry/users";
import { asWire } from "@/lib/wire";
import { loaded } from "@/app/(portal)/_views/loaded";

const tabParam = z.enum(["pending", "approved", "denied"]).catch("pending");

/**
 * User Management's contents (`?open=user-management`): every account and the second-factor switch, each
 * read through the service GET /api/admin/users and GET /api/admin/second-factor-policy use (they check
 * the permission themselves), and the tab the URL names (`dialog-tab`, Pending when absent or unknown).
 */
export async function readUserManagement(user: SessionUser, tab: unknown) {
  const [users, policy] = await Promise.all([
    loaded(listManagedUsers(user).then((rows) => asWire(z.array(managedUserSchema), rows)), "the accounts"),
    loaded(getSecondFactorPolicy(user).then((p) => p.requireSecondFactor), "the second-factor switch"),
  ]);
  return { users, policy, tab: tabParam.parse(tab) };
}
