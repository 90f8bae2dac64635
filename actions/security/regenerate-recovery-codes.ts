"use server";
import { action } from "@/lib/action";
import { currentRequest } from "@/lib/current-request";
import { clientIp } from "@/lib/request";
import { reauthSchema } from "@/lib/security/schemas";
import { regenerateRecoveryCodes } from "@/lib/security/totp-service";

/** "New recovery codes": POST /api/profile/recovery-codes's service; answers the codes, shown once. */
export const regenerateRecoveryCodesAction = action({ permission: "security.manage-own", input: reauthSchema }, async ({ user, input }) =>
  regenerateRecoveryCodes(user, input, clientIp(await currentRequest())),
);
