import { route } from "@/lib/route";
import { projectEndpoints } from "@/lib/api/registry/projects";
import { exportProjectsCsv } from "@/lib/projects/export";

export const GET = route(projectEndpoints.export, async ({ user, query }) => {
  const { filename, body } = exportProjectsCsv(user, query);
  return new Response(body, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" },
  });
});
