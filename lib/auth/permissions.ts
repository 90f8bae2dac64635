// The one permission table: every capability by name, and the roles that hold it. The only place role
// names appear (apart from the session's own type and the registration schema). Pure and free of Node
// imports: the Edge middleware, server code and client components all read it.
import type { Role } from "@/lib/auth/schemas";

const EMPLOYEE: readonly Role[] = ["employee"];
const INVESTOR: readonly Role[] = ["external"];
const EVERYONE: readonly Role[] = ["employee", "external"];

export const PERMISSIONS = {
  // Projects (spec 1). What an investor sees of a project is further limited by sharing (lib/projects/policy.ts).
  "projects.read": EVERYONE,
  "projects.read-all": EMPLOYEE, // unshared projects and employee-only fields
  "projects.write": EMPLOYEE, // create, edit, delete, import
  "projects.comment": EVERYONE, // engineering updates; deleting one is the author's alone
  "tasks.manage": EMPLOYEE,
  // Reservations
  "projects.reserve": INVESTOR, // reserve for oneself, withdraw one's own pending reservation
  "reservations.approve": EMPLOYEE, // approve, reject, reserve on an investor's behalf, the pending list
  // Accounts and reports
  "users.read": EMPLOYEE,
  "users.approve": EMPLOYEE,
  "audit.read": EMPLOYEE,
  "openapi.read": EMPLOYEE,
  "mail.read": EMPLOYEE, // the Mail log: every mail the portal sent or wrote, with its state
  // Spec 2: participation requirements (hours, credits)
  "service-hours.log": INVESTOR,
  "service-hours.review": EMPLOYEE,
  "education-credits.log": INVESTOR,
  "education-credits.review": EMPLOYEE,
  // Deal room
  "documents.manage-own": INVESTOR, // one's own deal room: upload, link (and read it)
  "documents.manage-any": EMPLOYEE, // upload and link for any investor (the record stays the investor's)
  "documents.read-all": EMPLOYEE,
  "documents.review": EMPLOYEE,
  // Courses
  "courses.manage": EMPLOYEE,
  "courses.take": INVESTOR,
  // Agreements: the investor reviews their own version (start, mark in review, redline, reply, thread status);
  // the legal team negotiates every investor's (tracking, status moves, notify, redlines and replies) and
  // runs the templates (create, edit, activate, assign to an investor).
  "templates.review": INVESTOR,
  "templates.negotiate": EMPLOYEE,
  "templates.manage": EMPLOYEE,
  "msa.finalize": EMPLOYEE,
  "msa.sign": EVERYONE,
  // The investor's legal profile (issue 19 §2): theirs to write; the legal team reads it for the agreement.
  "legal-profile.manage": INVESTOR,
  "legal-profile.read-all": EMPLOYEE,
  // Issue 32: one's own sign-in security (authenticator codes, recovery codes, sessions); never another's.
  "security.manage-own": EVERYONE,
  // Issue 31 §5: one's own "My work" (an employee's due tasks and the review queues, or what an investor still owes).
  "my-work.read": EVERYONE,
  // Issue 32 §5: an employee resets another account's second factor (a lost phone); never their own.
  "security.reset-others": EMPLOYEE,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/** What a route or action asks of its caller: a capability, or one of the two cases that are not one. */
export type Access = Permission | "public" | "signed-in";

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

type Holder = { role: Role } | null | undefined;

/** Whether the user's role holds the capability. Signed out: never. */
export function can(user: Holder, permission: Permission): boolean {
  return !!user && (PERMISSIONS[permission] as readonly Role[]).includes(user.role);
}

/** The 403 text for a refused capability; the two one-role cases keep the wording clients already show. */
export function forbiddenMessage(permission: Permission): string {
  const roles = PERMISSIONS[permission] as readonly Role[];
  if (roles.length === 1 && roles[0] === "employee") return "Employee access required";
  if (roles.length === 1 && roles[0] === "external") return "This action is for investors only";
  return `Permission required: ${permission}`;
}

/** Who holds a capability, for documentation (the API reference, the OpenAPI document). */
export function holdersOf(access: Access): string {
  if (access === "public") return "anyone";
  if (access === "signed-in") return "any signed-in user";
  return (PERMISSIONS[access] as readonly Role[]).map((r) => (r === "employee" ? "employees" : "investors")).join(" and ");
}
