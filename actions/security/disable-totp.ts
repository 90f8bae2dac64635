"use server";
import { action } from "@/lib/action";
import { currentRequest } from "@/lib/current-request";
import { clientIp } from "@/lib/request";
import { reauthSchema } from "@/lib/security/schemas";
import { disableTotp } from "@/lib/security/totp-service";

/** "Turn off": POST /api/profile/totp/disable's service. */
export const disableTotpAction = action({ permission: "security.manage-own", input: reauthSchema }, async ({ user, input }) =>
  disableTotp(user, input, clientIp(await currentRequest())),
);
