"use server";
// User Management's Deny, and Revoke access (a denial of an approved account): POST
// /api/admin/users/{id}/deny's schema and service, with the status the screen showed. Ends the account's sessions.
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { userDecisionSchema } from "@/lib/users/schemas";
import { setUserStatus } from "@/lib/users/service";

export const denyUserAction = action({ permission: "users.approve", input: userDecisionSchema.extend(idParams.shape) }, ({ user, input }) =>
  setUserStatus(user, input.id, "denied", input.expectedStatus),
);
