import type { UserWire } from "@/lib/users/wire";

/** A row of GET /api/admin/users: the account, and whether it has a second factor to reset. */
export type ManagedUser = UserWire & { secondFactor: boolean };

export const USER_STATUSES = [
  { status: "pending", label: "Pending" },
  { status: "approved", label: "Approved" },
  { status: "denied", label: "Denied" },
] as const;

export type UserStatus = ManagedUser["status"];
