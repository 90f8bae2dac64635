import type { AccessRow } from "@/test/access/types";
import { GET as openapi } from "@/app/api/openapi.json/route";

export const openapiRows: AccessRow[] = [{ name: "GET /api/openapi.json", handler: openapi, permission: "openapi.read" }];
