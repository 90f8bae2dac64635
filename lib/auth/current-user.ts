import "server-only";
// The signed-in user for pages, layouts and server actions (route handlers use lib/route.ts instead).
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { SESSION_COOKIE, type SessionUser } from "@/lib/session";
import { sessionUser } from "@/lib/auth/session-user";
import { can, type Permission } from "@/lib/auth/permissions";
import { ENROL_PATH } from "@/lib/auth/enrolment";

/** Checked against the session row and the account's status; read once per request. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const jar = await cookies();
  return sessionUser(jar.get(SESSION_COOKIE)?.value);
});

/** Every signed-in page's gate: signed out → /login; held back by the second-factor switch → enrolment. */
export async function requireUser(): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  if (user.mustEnrol) redirect(ENROL_PATH);
  return user;
}

/** Pages for holders of a capability: anyone else goes back to the dashboard (as the middleware does). */
export async function requirePermission(permission: Permission): Promise<SessionUser> {
  const user = await requireUser();
  if (!can(user, permission)) redirect("/dashboard");
  return user;
}
