import type { UserWire } from "@/lib/users/wire";

/** A row of GET /api/admin/users. */
export type ManagedUser = UserWire;

export const USER_STATUSES = [
  { status: "pending", label: "Pending" },
  { status: "approved", label: "Approved" },
  { status: "denied", label: "Denied" },
] as const;

export const ADMIN_USERS_KEY = ["/api/admin/users"] as const;
