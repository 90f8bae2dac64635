// Users for integration tests, written straight to the database, each with a session cookie: tests
// log in without the UI. (Component tests use the wire users in test/factories/signed-in.ts.)
import { getDb } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { usernameKey } from "@/lib/auth/username";
import { createSession, SESSION_COOKIE } from "@/lib/session";
import type { UserWire } from "@/lib/users/wire";

export type TestUser = Pick<UserWire, "id" | "username" | "role" | "status"> & { cookie: string };

let passwordHash: Promise<string> | undefined;
export const TEST_PASSWORD = "correct-horse-battery";

export async function createUser(
  username: string,
  role: "employee" | "external" = "external",
  status: "pending" | "approved" | "denied" = "approved",
): Promise<TestUser> {
  const db = await getDb();
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const user = await db.user.create({
    data: { username, usernameKey: usernameKey(username), role, status, passwordHash: await passwordHash },
    select: { id: true, username: true, role: true, status: true },
  });
  return { ...user, cookie: await sessionCookie(user) };
}

/**
 * A new session for the user, as a Cookie header value. Pending and denied users cannot log in; they
 * still get a well-formed cookie, which the server must refuse.
 */
export async function sessionCookie(user: { id: string; role: "employee" | "external" }): Promise<string> {
  return `${SESSION_COOKIE}=${await createSession(user)}`;
}

/** The five callers of the access matrix. */
export async function createCast() {
  return {
    employee: await createUser("emma.employee", "employee"),
    external: await createUser("ivan.investor", "external"),
    otherExternal: await createUser("olga.investor", "external"),
    pending: await createUser("pat.pending", "external", "pending"),
  };
}
