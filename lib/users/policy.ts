// Who may do what with accounts: the only place these rules are written.
import { env } from "@/lib/env";
import type { Role } from "@/lib/auth/schemas";

/**
 * The status a new registration starts in. An employee registration is approved at once only while the
 * install has no approved employee (bootstrap), or when the operator opened employee registration.
 */
export function initialStatus(role: Role, approvedEmployeeExists: boolean): "pending" | "approved" {
  if (role === "external") return "pending";
  if (!approvedEmployeeExists || env.openEmployeeRegistration) return "approved";
  return "pending";
}
