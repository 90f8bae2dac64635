import "server-only";
// The dashboard's first paint, read on the server with the caller's visibility: the stats of
// GET /api/dashboard/stats and the page of GET /api/projects?pageSize=10 that the URL asks for,
// and the project its `?project=` opens in the dialog.
import { unstable_rethrow } from "next/navigation";
import { getDashboardStats } from "@/lib/dashboard/queries";
import { listProjects } from "@/lib/projects/queries";
import { listProjectQuarters } from "@/lib/projects/quarter-options";
import { getIdleCounts } from "@/lib/pipeline/queries";
import { can } from "@/lib/auth/permissions";
import { projectListQuerySchema, type ProjectListQuery } from "@/lib/projects/schemas";
import type { SessionUser } from "@/lib/session";
import type { ProjectPage } from "@/components/shared/project-item";
import { listStateFrom, PAGE_SIZE } from "@/components/projects/project-list-state";
import type { DashboardData } from "@/components/dashboard/dashboard-types";
import { z } from "zod";
import { projectSchema } from "@/lib/api/registry/projects";
import { asWire } from "@/lib/wire";
import { reservingOf } from "@/app/(portal)/_views/reserving";
import { readProjectDialog } from "@/app/(portal)/_views/project-dialog";

export type SearchParams = Record<string, string | string[] | undefined>;

const LIST_KEYS = ["search", "stage", "quarter", "type", "sort", "order", "page"] as const;

/** The URL's list query, parsed as the route parses it; a value the schema refuses is left out, not an error page. */
function listQueryFrom(params: SearchParams): { query: ProjectListQuery; typedSearch: string } {
  const raw: Record<string, string> = {};
  for (const key of LIST_KEYS) {
    const value = params[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) raw[key] = first;
  }
  const parsed = projectListQuerySchema.safeParse(raw);
  if (!parsed.success) for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  const query = parsed.success ? parsed.data : projectListQuerySchema.parse(raw);
  return { query: { ...query, pageSize: PAGE_SIZE }, typedSearch: raw.search ?? "" };
}

/** A delete can empty the last page: show the page that now is the last instead. */
async function projectPage(user: SessionUser, query: ProjectListQuery): Promise<ProjectPage & { page: number }> {
  let { rows, total } = await listProjects(user, query);
  let page = query.page;
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (rows.length === 0 && page > last) {
    page = last;
    ({ rows, total } = await listProjects(user, { ...query, page }));
  }
  // As the route answers: the presenter's view in the registry's shape, dates as ISO text.
  return { rows: asWire(z.array(projectSchema), rows), total, page };
}

/** One failed read leaves the other on screen, with the spec's message where its data would be. */
async function attempt<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    unstable_rethrow(err);
    console.error(`dashboard: reading the ${what} failed:`, err);
    return null;
  }
}

export async function readDashboard(user: SessionUser, params: SearchParams): Promise<DashboardData> {
  const { query, typedSearch } = listQueryFrom(params);
  const employee = can(user, "projects.read-all");
  const [stats, projects, quarters, idleCounts, reserving, projectDialog] = await Promise.all([
    attempt("stats", () => getDashboardStats(user)),
    attempt("projects", () => projectPage(user, query)),
    attempt("quarters", () => listProjectQuarters(user)),
    employee ? attempt("idle counts", () => getIdleCounts(user)) : null,
    attempt("reservation readiness", () => reservingOf(user)),
    readProjectDialog(user, params.project),
  ]);
  return {
    reserving,
    stats,
    quarters: quarters ?? [],
    ...(employee ? { idleCounts } : {}),
    projects: projects && { rows: projects.rows, total: projects.total },
    list: listStateFrom(query, typedSearch, projects?.page ?? query.page),
    projectDialog,
  };
}
