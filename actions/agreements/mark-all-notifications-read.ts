"use server";
import { z } from "zod";
import { action } from "@/lib/action";
import { markAllNotificationsRead } from "@/lib/agreements/notifications/service";

// Only the bell shows notifications, and it reloads its own list: no page needs to re-render.
export const markAllNotificationsReadAction = action({ permission: "signed-in", input: z.object({}), refresh: false }, ({ user }) => markAllNotificationsRead(user));
