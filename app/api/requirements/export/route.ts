import { route } from "@/lib/route";
import { requirementEndpoints } from "@/lib/api/registry/requirements";
import { exportYearEndCsv } from "@/lib/requirements/year-end-export";
import { contentDisposition } from "@/lib/storage";

// The year-end CSV: an investor's own, or (for reviewers) the investor named by ?investor=.
export const GET = route(requirementEndpoints.exportCsv, async ({ user, query }) => {
  const { filename, csv } = await exportYearEndCsv(user, query);
  return new Response(csv, { headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": contentDisposition(filename), "Cache-Control": "no-store" } });
});
