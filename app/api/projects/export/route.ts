import { route } from "@/lib/route";
import { projectListQuerySchema } from "@/lib/projects/schemas";
import { exportProjectsCsv } from "@/lib/projects/export";

export const GET = route({ access: "user", query: projectListQuerySchema }, async ({ user, query }) => {
  const { filename, csv } = await exportProjectsCsv(user, query);
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" },
  });
});
