// Who may see and change projects: the only place this feature names roles.
import { Prisma } from "@/generated/prisma/client";
import { forbidden } from "@/lib/errors";

type Viewer = { id: string; role: "employee" | "external" };

/** Employees see every project; investors only those shared with investors. */
export function seesAllProjects(viewer: Viewer): boolean {
  return viewer.role === "employee";
}

/** The same rule for Prisma's model API and for raw SQL over `projects p`. */
export function visibleProjectWhere(viewer: Viewer): Prisma.ProjectWhereInput {
  return seesAllProjects(viewer) ? {} : { sharedWithInvestors: true };
}

export function visibleProjectSql(viewer: Viewer): Prisma.Sql {
  return seesAllProjects(viewer) ? Prisma.sql`TRUE` : Prisma.sql`p."sharedWithInvestors" = TRUE`;
}

/** Creating, editing, deleting and importing projects, and managing tasks, are employee work. */
export function assertManagesProjects(actor: Viewer): void {
  if (actor.role !== "employee") throw forbidden("Employee access required");
}
