// Who reads a file or an answer decides how people appear in it (issue 30 §3): employees see every
// account; an investor sees their own account and the firm's people as "Portal staff"; the public (a share
// link) sees no account at all. Every presenter of people asks here.
import { can } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/schemas";

export type Audience = "employee" | "investor" | "public";

export const PORTAL_STAFF = "Portal staff";
export const THE_INVESTOR = "the Investor";

export function audienceOf(viewer: { role: Role }): Audience {
  return can(viewer, "projects.read-all") ? "employee" : "investor";
}

/** How a person appears to the audience; null when the audience is not told who it was. */
export function personFor(audience: Audience, person: { username: string; role: Role } | null | undefined): string | null {
  if (!person) return null;
  const staff = can(person, "projects.read-all");
  if (audience === "employee") return person.username;
  if (staff) return PORTAL_STAFF;
  // An investor only ever meets their own account in their own agreements and records.
  return audience === "investor" ? person.username : THE_INVESTOR;
}
