import { json, route } from "@/lib/route";
import { importProjectsCsv, readCsvUpload } from "@/lib/projects/import";

export const POST = route({ access: "employee" }, async ({ req, user }) =>
  json(await importProjectsCsv(user, await readCsvUpload(req)), { status: 201 }),
);
