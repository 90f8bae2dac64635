import { route } from "@/lib/route";
import { dealRoomEndpoints } from "@/lib/api/registry/deal-room";
import { exportSummaryCsv } from "@/lib/deal-room/export";

export const GET = route(dealRoomEndpoints.export, async ({ user, query }) => {
  const { filename, csv } = await exportSummaryCsv(user, query);
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"`, "Cache-Control": "no-store" },
  });
});
