"use server";
import { action } from "@/lib/action";
import { confirmTotpSchema } from "@/lib/security/schemas";
import { confirmTotpSetup } from "@/lib/security/totp-service";

/** The first code turns codes on: POST /api/profile/totp/confirm's service; answers the recovery codes, shown once. */
export const confirmTotpSetupAction = action({ permission: "security.manage-own", input: confirmTotpSchema, duringEnrolment: true }, ({ user, input }) => confirmTotpSetup(user, input));
