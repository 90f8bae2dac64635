// The switch "Require a second factor" over the API and in User Management (issue 32 §3). Client-safe.
import { z } from "zod";
import { SECOND_FACTOR_POLICIES } from "@/lib/second-factor/policy";

export const secondFactorPolicySchema = z.object({
  requireSecondFactor: z.enum(SECOND_FACTOR_POLICIES, { error: `requireSecondFactor must be one of ${SECOND_FACTOR_POLICIES.join(", ")}` }),
});
export type SecondFactorPolicyInput = z.infer<typeof secondFactorPolicySchema>;
