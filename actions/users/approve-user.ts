"use server";
// User Management's Approve: POST /api/admin/users/{id}/approve's schema and service, with the status the
// screen showed (409 naming who decided first when it moved meanwhile).
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { userDecisionSchema } from "@/lib/users/schemas";
import { setUserStatus } from "@/lib/users/service";

export const approveUserAction = action({ permission: "users.approve", input: userDecisionSchema.extend(idParams.shape) }, ({ user, input }) =>
  setUserStatus(user, input.id, "approved", input.expectedStatus),
);
