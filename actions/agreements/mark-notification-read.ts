"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { opaqueId } from "@/lib/params";
import { markNotificationRead } from "@/lib/agreements/notifications/service";

// Only the bell shows notifications, and it reloads its own list: no page needs to re-render.
export const markNotificationReadAction = action({ permission: "signed-in", input: z.object({ notificationId: opaqueId("notificationId") }), refresh: false }, ({ user, input }) =>
  markNotificationRead(user, input.notificationId),
);
