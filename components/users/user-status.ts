export type ManagedUser = {
  id: string;
  username: string;
  role: "employee" | "external";
  status: "pending" | "approved" | "denied";
  createdAt: string;
};

export const USER_STATUSES = [
  { status: "pending", label: "Pending" },
  { status: "approved", label: "Approved" },
  { status: "denied", label: "Denied" },
] as const;

export const ADMIN_USERS_KEY = ["/api/admin/users"] as const;
