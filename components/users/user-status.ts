import type { z } from "zod";
import type { managedUserSchema } from "@/lib/api/registry/users";

/** A row of GET /api/admin/users: the account, and whether it has a second factor to reset. */
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const USER_STATUSES = [
  { status: "pending", label: "Pending" },
  { status: "approved", label: "Approved" },
  { status: "denied", label: "Denied" },
] as const;

export type UserStatus = ManagedUser["status"];
