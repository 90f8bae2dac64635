"use server";
import { action } from "@/lib/action";
import { idParams } from "@/lib/params";
import { resetSecondFactor } from "@/lib/security/reset";

/** User Management's "Reset second factor": POST /api/admin/users/{id}/reset-second-factor's service. */
export const resetSecondFactorAction = action({ permission: "security.reset-others", input: idParams }, ({ user, input }) => resetSecondFactor(user, input.id));
