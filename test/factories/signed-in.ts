// The signed-in user of each kind as component tests see it: the wire user and GET /api/auth/me's payload.
import type { MePayload, UserWire } from "@/lib/users/wire";

export const EMPLOYEE = { id: "u-emp", username: "staffer", role: "employee", status: "approved", createdAt: "2025-01-01T00:00:00.000Z" } as const satisfies UserWire;
export const INVESTOR = { id: "u-inv", username: "investor1", role: "external", status: "approved", createdAt: "2025-01-01T00:00:00.000Z" } as const satisfies UserWire;

export type SignedInUser = typeof EMPLOYEE | typeof INVESTOR;

export const signedIn = (role: "employee" | "external"): SignedInUser => (role === "employee" ? EMPLOYEE : INVESTOR);

export function me(role: "employee" | "external"): MePayload {
  const user = signedIn(role);
  return { user, isEmployee: user.role === "employee" };
}
