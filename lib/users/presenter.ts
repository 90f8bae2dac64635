import type { PublicUser } from "@/lib/users/service";
import { can } from "@/lib/auth/permissions";
import type { MePayload } from "@/lib/users/wire";

/**
 * The current-user payload the client reads: the user (never its hash) and the spec's isEmployee flag,
 * derived from the table: staff are those who see the whole pipeline. The UI itself asks can().
 */
export function currentUserPayload(user: Pick<PublicUser, "id" | "username" | "role" | "status" | "createdAt">): MePayload<Date> {
  const { id, username, role, status, createdAt } = user;
  return { user: { id, username, role, status, createdAt }, isEmployee: can({ role }, "projects.read-all") };
}

export function registrationMessage(user: Pick<PublicUser, "role" | "status">): string {
  if (user.status === "approved") return "Registration successful. You can log in now.";
  return "Registration successful. Your account is pending approval by a company employee.";
}
