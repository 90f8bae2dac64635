// The permission check services and the route/action wrappers call. Client-safe like the table itself
// (AppError has no server dependencies), so it can sit beside it.
import { AppError } from "@/lib/errors";
import { can, forbiddenMessage, type Access, type Permission } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/schemas";

type Actor = { role: Role } | null | undefined;

/** Throws UNAUTHENTICATED (401) without a user and FORBIDDEN (403) when the user's role lacks the capability. */
export function authorize<U extends { role: Role }>(actor: U | null | undefined, permission: Permission): asserts actor is U {
  if (!actor) throw new AppError("UNAUTHENTICATED", "Not authenticated");
  if (!can(actor, permission)) throw new AppError("FORBIDDEN", forbiddenMessage(permission));
}

/** The route/action gate: "public" lets anyone through, "signed-in" needs a session, anything else a capability. */
export function assertAccess<U extends { role: Role }>(user: U | null | undefined, access: Access): asserts user is U {
  if (access === "public") return;
  if (access === "signed-in") {
    if (!user) throw new AppError("UNAUTHENTICATED", "Not authenticated");
    return;
  }
  authorize(user, access);
}

/** The status a caller gets at the gate alone: what the access matrix expects before ownership rules. */
export function gateStatus(user: Actor, access: Access): 200 | 401 | 403 {
  if (access === "public") return 200;
  if (!user) return 401;
  if (access === "signed-in") return 200;
  return can(user, access) ? 200 : 403;
}
