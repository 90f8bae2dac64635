import { exportQuerySchema } from "@/lib/requirements/schemas";
import { endpoint } from "@/lib/api/registry/endpoint";

const WHO = "An investor gets their own; a reviewer (service-hours.review) names the investor with `?investor=`. Each download is recorded by its PDF's SHA-256 (audit event `tax-pack.generated`).";

export const taxPackEndpoints = {
  pdf: endpoint({
    method: "GET",
    path: "/api/tax-pack",
    tag: "tax-pack",
    summary: "The year-end tax pack as a PDF",
    description: `Material participation, the projects held with their §30C estimate, and the executed MSA, for \`?year=\`. ${WHO}`,
    permission: "signed-in",
    query: exportQuerySchema,
    response: { description: "A PDF file", raw: { contentType: "application/pdf", description: "PDF file" }, headers: { "X-Tax-Pack-SHA256": "The SHA-256 of the PDF" } },
  }),
  zip: endpoint({
    method: "GET",
    path: "/api/tax-pack/zip",
    tag: "tax-pack",
    summary: "The year-end tax pack as a ZIP: the PDF and every approved entry's evidence file",
    description: WHO,
    permission: "signed-in",
    query: exportQuerySchema,
    response: { description: "A ZIP file", raw: { contentType: "application/zip", description: "ZIP file" }, headers: { "X-Tax-Pack-SHA256": "The SHA-256 of the ZIP" } },
  }),
};
