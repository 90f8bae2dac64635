import "server-only";
// The entry point for the page, the side menu's badge and the daily digest (which leads with it): one call
// per user, whatever their role. Each role's reader checks its own permission; the page and the layout
// have already refused pending and signed-out callers (lib/session), and a caller holding a user row
// (the digest) is refused here unless the account is approved.
import { can } from "@/lib/auth/permissions";
import { forbidden } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { employeeWaitingTotal, employeeWork } from "@/lib/my-work/employee";
import { investorWork } from "@/lib/my-work/investor";
import type { MyWorkSummary } from "@/lib/my-work/summary";

type Reader = Pick<SessionUser, "id" | "role"> & { status?: SessionUser["status"] };

function assertApproved(user: Reader) {
  if (user.status !== undefined && user.status !== "approved") throw forbidden("Your account is not approved");
}

/** The user's "My work": a plain, serializable summary (lib/my-work/summary.ts). */
export async function myWorkFor(user: Reader, now = new Date()): Promise<MyWorkSummary> {
  assertApproved(user);
  return can(user, "tasks.manage") ? employeeWork(user, now) : investorWork(user, now);
}

/** The side menu's badge: everything waiting for an employee; investors get none (null). */
export async function myWorkBadge(user: Reader, now = new Date()): Promise<number | null> {
  assertApproved(user);
  return can(user, "tasks.manage") ? employeeWaitingTotal(user, now) : null;
}
