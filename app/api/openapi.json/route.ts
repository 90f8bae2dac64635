import { route } from "@/lib/route";
import { platformEndpoints } from "@/lib/api/registry/platform";
import { buildOpenApiDocument } from "@/lib/api/openapi";

// Built per request: a few milliseconds, and it always matches the code that serves it.
export const GET = route(platformEndpoints.openapi, async () => buildOpenApiDocument());
