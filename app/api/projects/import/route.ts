import { json, route } from "@/lib/route";
import { projectEndpoints } from "@/lib/api/registry/projects";
import { importProjectsCsv, readCsvUpload } from "@/lib/projects/import";

export const POST = route(projectEndpoints.import, async ({ req, user }) =>
  json(await importProjectsCsv(user, await readCsvUpload(req)), { status: 201 }),
);
