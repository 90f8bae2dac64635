import "server-only";
import { formatProjectsCsv } from "@/lib/projects/csv";
import { listProjects } from "@/lib/projects/queries";
import type { ProjectListQuery } from "@/lib/projects/schemas";
import type { SessionUser } from "@/lib/session";

/**
 * The filtered, sorted project list as a CSV in the import's format. Every matching row is exported
 * (paging is the table's concern, not the file's). Investors may export too: they get exactly the rows
 * they can list, and the CSV's columns hold nothing that is employee-only.
 */
export async function exportProjectsCsv(viewer: Pick<SessionUser, "id" | "role">, query: ProjectListQuery): Promise<{ filename: string; csv: string }> {
  const { rows } = await listProjects(viewer, { ...query, page: 1, pageSize: undefined });
  return { filename: `projects-${new Date().toISOString().slice(0, 10)}.csv`, csv: formatProjectsCsv(rows) };
}
