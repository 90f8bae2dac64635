import "server-only";
import { getDb } from "@/lib/db";
import { transaction } from "@/lib/transaction";
import { writeAudit } from "@/lib/audit/write";
import { AppError, conflict, notFound } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { beginLoginAttempt, clearLoginFailures, forgetAttempt } from "@/lib/auth/rate-limit";
import { usernameKey } from "@/lib/auth/username";
import type { LoginInput, RegisterInput } from "@/lib/auth/schemas";
import { initialStatus } from "@/lib/users/policy";
import { authorize } from "@/lib/auth/authorize";
import { requireRecentCheckWhereSecured } from "@/lib/auth/step-up";
import type { SessionUser } from "@/lib/session";
import type { UserStatus, UserWire } from "@/lib/users/wire";
import type { Tx } from "@/lib/db";
import type { UserListQuery } from "@/lib/users/schemas";
import { startEmailVerification } from "@/lib/email-address/service";
import { notifyUser } from "@/lib/notifications/deliver";
import { notifyReviewers } from "@/lib/notifications/waiting";

export const publicUserFields = { id: true, username: true, role: true, status: true, createdAt: true } as const;

export type PublicUser = UserWire<Date>;

export async function registerUser(input: RegisterInput): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  const key = usernameKey(input.username);
  try {
    return await transaction(async (tx, afterCommit) => {
      const taken = await tx.user.findUnique({ where: { usernameKey: key }, select: { id: true } });
      if (taken) throw conflict("Username already exists");
      // Only an employee's starting status depends on the other accounts (the bootstrap rule).
      const approvedEmployee = input.role === "employee" ? await approvedEmployeeExists(tx) : false;
      const user = await tx.user.create({
        data: { username: input.username, usernameKey: key, passwordHash, role: input.role, status: initialStatus(input.role, approvedEmployee) },
        select: publicUserFields,
      });
      await writeAudit(tx, { event: "user.registered", entityId: user.id, actorId: user.id, after: { username: user.username, role: user.role, status: user.status } });
      if (input.email) await startEmailVerification(tx, afterCommit, user, input.email);
      if (user.status === "pending") {
        const as = user.role === "employee" ? "an employee" : "an investor";
        await notifyReviewers(afterCommit, "registration", `${user.username} registered as ${as} and is waiting for approval.`);
      }
      return user;
    });
  } catch (err) {
    // The unique key on the name refused the row: a concurrent registration of the same name won.
    if ((err as { code?: string }).code === "P2002") throw conflict("Username already exists");
    throw err;
  }
}

/**
 * Whether an approved employee exists, decided one registration at a time while none does: two first
 * employees must not both be approved. A transaction-scoped advisory lock orders only those deciders, and
 * the look after taking it (a new statement under READ COMMITTED) sees the approval the previous holder
 * committed. Not SERIALIZABLE: that failed unrelated registrations racing each other (40001 at commit,
 * answered 500 or "Username already exists" for free names; issue 30 §6).
 */
async function approvedEmployeeExists(tx: Tx): Promise<boolean> {
  const look = async () => (await tx.user.findFirst({ where: { role: "employee", status: "approved" }, select: { id: true } })) !== null;
  if (await look()) return true;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('users.bootstrap-employee'))`;
  return look();
}

/**
 * Verifies credentials for an approved account; pending and denied accounts get a 403 that says so. The
 * attempt is counted before the password is checked (lib/auth/rate-limit.ts). `secondFactor` lists what
 * the account must give next, as `factorsOf` finds them (issue 32: lib/security/sign-in.ts passes it, so
 * this feature does not depend on that one): empty, and the caller makes the session; else only a
 * pending login.
 */
export async function authenticate<F extends string = never>(
  input: LoginInput,
  ip: string,
  factorsOf: (userId: string) => Promise<F[]> = async () => [],
): Promise<PublicUser & { secondFactor: F[] }> {
  const key = usernameKey(input.username);
  const attempt = await beginLoginAttempt(key, ip);
  const db = await getDb();
  const user = await db.user.findUnique({ where: { usernameKey: key }, select: { ...publicUserFields, passwordHash: true } });
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError("UNAUTHENTICATED", "Invalid username or password");
  const secondFactor = await factorsOf(user.id);
  // With a code still to come, a right password forgives nothing: otherwise each new password would wipe
  // the wrong codes before it, and the codes would have no limit. Only this attempt's own row goes.
  if (secondFactor.length > 0) await forgetAttempt(attempt);
  else await clearLoginFailures(attempt);
  refuseUnapproved(user.status);
  const { passwordHash: _omit, ...safe } = user;
  return { ...safe, secondFactor };
}

/** Every way in (a password, a passkey alone) answers a pending or denied account alike: 403, saying why. */
export function refuseUnapproved(status: UserStatus): void {
  if (status === "pending") throw new AppError("FORBIDDEN", "Your account is pending approval by a company employee.");
  if (status === "denied") throw new AppError("FORBIDDEN", "Your account registration was denied. Please contact the company.");
}

export async function listUsers(query: UserListQuery = {}): Promise<PublicUser[]> {
  const db = await getDb();
  return db.user.findMany({ where: query.status ? { status: query.status } : {}, select: publicUserFields, orderBy: [{ createdAt: "desc" }, { username: "asc" }] });
}

/** What the account's owner is told of a decision on it (issue 31 §3). */
const ACCOUNT_DECISIONS = {
  approved: { kind: "account.approved", message: "Your account was approved: you can now sign in to the portal.", link: "/dashboard" },
  denied: { kind: "account.denied", message: "Your account was denied: it can no longer sign in to the portal.", link: "/login" },
} as const;

/**
 * Approve, deny, or revoke (deny an approved account). With `expectedStatus` (the status the screen
 * showed) the move happens only from that status: otherwise 409 naming who decided first. Denying ends
 * every session the account holds, in the same transaction.
 */
export async function setUserStatus(actor: SessionUser, userId: string, status: "approved" | "denied", expectedStatus?: UserStatus): Promise<PublicUser> {
  authorize(actor, "users.approve");
  // Step-up (issue 32 §4): an approval opens the portal to someone, so a session left open is not enough.
  if (status === "approved") await requireRecentCheckWhereSecured(actor);
  return transaction(async (tx, afterCommit) => {
    // Row lock: two employees deciding at once are serialized, and the second sees the first's status.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
    const before = await tx.user.findUnique({ where: { id: userId }, select: publicUserFields });
    if (!before) throw notFound("User not found");
    if (before.id === actor.id) throw new AppError("CONFLICT", "You cannot change your own account status");
    if (expectedStatus && before.status !== expectedStatus) throw conflict(await alreadyDecided(tx, userId, before.status));
    const user = await tx.user.update({ where: { id: userId }, data: { status }, select: publicUserFields });
    if (status === "denied") await tx.session.deleteMany({ where: { userId } });
    const event = status === "approved" ? "user.approved" : before.status === "approved" ? "user.revoked" : "user.denied";
    await writeAudit(tx, { event, entityId: userId, actorId: actor.id, before: { status: before.status }, after: { status } });
    // Mailed if the account has a verified address: a denied account cannot sign in to see its bell.
    await notifyUser(afterCommit, userId, ACCOUNT_DECISIONS[status]);
    return user;
  });
}

/** "This account was already approved by alice": who made the decision the caller did not see. */
async function alreadyDecided(tx: Tx, userId: string, status: UserStatus): Promise<string> {
  const last = await tx.auditLog.findFirst({
    where: { entityType: "user", entityId: userId, event: { in: ["user.approved", "user.denied", "user.revoked"] } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { user: { select: { username: true } } },
  });
  const by = last?.user?.username;
  return by ? `This account was already ${status} by ${by}` : `This account was already ${status}`;
}
