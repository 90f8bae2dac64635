"use server";
import { action } from "@/lib/action";
import { currentRequest } from "@/lib/current-request";
import { clientIp } from "@/lib/request";
import { reauthSchema } from "@/lib/security/schemas";
import { reauthenticate } from "@/lib/security/reauth";

/** The step-up dialog (components/security/step-up-dialog.tsx): POST /api/auth/reauth's service. */
export const reauthAction = action({ permission: "security.manage-own", input: reauthSchema, refresh: false }, async ({ user, input }) =>
  reauthenticate(user, input, clientIp(await currentRequest())),
);
