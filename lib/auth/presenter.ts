import type { PublicUser } from "@/lib/users/service";

/** The current-user payload the client reads: the user (never its hash) and the derived isEmployee flag. */
export function currentUserPayload(user: Pick<PublicUser, "id" | "username" | "role" | "status" | "createdAt">) {
  const { id, username, role, status, createdAt } = user;
  return { user: { id, username, role, status, createdAt }, isEmployee: role === "employee" };
}

export function registrationMessage(user: Pick<PublicUser, "role" | "status">): string {
  if (user.status === "approved") return "Registration successful. You can log in now.";
  return "Registration successful. Your account is pending approval by a company employee.";
}
