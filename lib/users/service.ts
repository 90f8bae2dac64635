import "server-only";
import { getDb } from "@/lib/db";
import { writeAudit } from "@/lib/audit/write";
import { AppError, conflict, notFound } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from "@/lib/auth/rate-limit";
import type { LoginInput, RegisterInput } from "@/lib/auth/schemas";
import { initialStatus } from "@/lib/users/policy";
import type { SessionUser } from "@/lib/session";

export const publicUserFields = { id: true, username: true, role: true, status: true, createdAt: true } as const;

export type PublicUser = { id: string; username: string; role: "employee" | "external"; status: "pending" | "approved" | "denied"; createdAt: Date };

export async function registerUser(input: RegisterInput): Promise<PublicUser> {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  // Serializable so two first registrations cannot both become the bootstrap employee.
  const run = () =>
    db.$transaction(
      async (tx) => {
        const taken = await tx.user.findFirst({ where: { username: { equals: input.username, mode: "insensitive" } }, select: { id: true } });
        if (taken) throw conflict("Username already exists");
        const approvedEmployee = await tx.user.findFirst({ where: { role: "employee", status: "approved" }, select: { id: true } });
        const user = await tx.user.create({
          data: { username: input.username, passwordHash, role: input.role, status: initialStatus(input.role, !!approvedEmployee) },
          select: publicUserFields,
        });
        await writeAudit(tx, { entityType: "user", entityId: user.id, action: "create", userId: user.id, newValues: { username: user.username, role: user.role, status: user.status } });
        return user;
      },
      { isolationLevel: "Serializable" },
    );
  try {
    return await run();
  } catch (err) {
    // A serialization failure means a concurrent registration won; report it as the conflict it is.
    if ((err as { code?: string }).code === "P2034") throw conflict("Username already exists");
    throw err;
  }
}

/** Verifies credentials for an approved account; pending and denied accounts get a 403 that says so. */
export async function authenticate(input: LoginInput, ip: string): Promise<PublicUser> {
  await assertLoginAllowed(input.username, ip);
  const db = await getDb();
  const user = await db.user.findFirst({
    where: { username: { equals: input.username, mode: "insensitive" } },
    select: { ...publicUserFields, passwordHash: true },
  });
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await recordLoginFailure(input.username, ip);
    throw new AppError("UNAUTHENTICATED", "Invalid username or password");
  }
  if (user.status === "pending") throw new AppError("FORBIDDEN", "Your account is pending approval by a company employee.");
  if (user.status === "denied") throw new AppError("FORBIDDEN", "Your account registration was denied. Please contact the company.");
  await clearLoginFailures(input.username, ip);
  const { passwordHash: _omit, ...safe } = user;
  return safe;
}

export async function listUsers(): Promise<PublicUser[]> {
  const db = await getDb();
  return db.user.findMany({ select: publicUserFields, orderBy: [{ createdAt: "desc" }, { username: "asc" }] });
}

/** Approve or deny an account. Denying also ends every session the account holds, in the same transaction. */
export async function setUserStatus(actor: SessionUser, userId: string, status: "approved" | "denied"): Promise<PublicUser> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: userId }, select: publicUserFields });
    if (!before) throw notFound("User not found");
    if (before.id === actor.id) throw new AppError("CONFLICT", "You cannot change your own account status");
    const user = await tx.user.update({ where: { id: userId }, data: { status }, select: publicUserFields });
    if (status === "denied") await tx.session.deleteMany({ where: { userId } });
    await writeAudit(tx, {
      entityType: "user",
      entityId: userId,
      action: "update",
      userId: actor.id,
      oldValues: { status: before.status },
      newValues: { status },
    });
    return user;
  });
}
