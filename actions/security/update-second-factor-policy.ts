"use server";
import { action } from "@/lib/action";
import { secondFactorPolicySchema } from "@/lib/security/policy-schema";
import { setSecondFactorPolicy } from "@/lib/security/policy";

/** User Management's "Require a second factor": PUT /api/admin/second-factor-policy's service. */
export const updateSecondFactorPolicyAction = action({ permission: "users.approve", input: secondFactorPolicySchema }, ({ user, input }) => setSecondFactorPolicy(user, input));
