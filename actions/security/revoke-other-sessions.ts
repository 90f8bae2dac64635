"use server";
import { action } from "@/lib/action";
import { currentRequest } from "@/lib/current-request";
import { clientIp } from "@/lib/request";
import { reauthSchema } from "@/lib/security/schemas";
import { revokeOtherSessions } from "@/lib/security/sessions";

/** "Sign out all others": POST /api/profile/sessions/revoke-others's service. */
export const revokeOtherSessionsAction = action({ permission: "security.manage-own", input: reauthSchema }, async ({ user, input }) =>
  revokeOtherSessions(user, input, clientIp(await currentRequest())),
);
