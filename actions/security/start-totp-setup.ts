"use server";
import { action } from "@/lib/action";
import { currentRequest } from "@/lib/current-request";
import { clientIp } from "@/lib/request";
import { startTotpSchema } from "@/lib/security/schemas";
import { startTotpSetup } from "@/lib/security/totp-service";

/** The security page's "Set up authenticator codes": POST /api/profile/totp's service; the page then shows the QR code. */
export const startTotpSetupAction = action({ permission: "security.manage-own", input: startTotpSchema, duringEnrolment: true }, async ({ user, input }) =>
  startTotpSetup(user, input, clientIp(await currentRequest())),
);
