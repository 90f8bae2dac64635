"use server";
import { action } from "@/lib/action";
import { currentRequest } from "@/lib/current-request";
import { clientIp } from "@/lib/request";
import { revokeSessionSchema } from "@/lib/security/schemas";
import { revokeOwnSession } from "@/lib/security/sessions";

/** A session row's "Sign out": POST /api/profile/sessions/{id}/revoke's service. */
export const revokeSessionAction = action({ permission: "security.manage-own", input: revokeSessionSchema }, async ({ user, input: { sessionId, ...proof } }) =>
  revokeOwnSession(user, sessionId, proof, clientIp(await currentRequest())),
);
