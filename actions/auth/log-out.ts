"use server";
// The user menu's Log out: ends the session row and clears the cookie, as POST /api/auth/logout does.
// The menu then reloads on /login, so nothing from the old session stays in memory.
import * as z from "zod/mini";
import { action } from "@/lib/action";
import { clearSessionCookie } from "@/lib/auth/session-cookie-jar";
import { destroySession } from "@/lib/session";

export const logOutAction = action({ permission: "public", input: z.object({}), refresh: false }, async ({ user }) => {
  if (user) await destroySession(user.sessionId);
  await clearSessionCookie();
  return { message: "Logged out successfully" };
});
