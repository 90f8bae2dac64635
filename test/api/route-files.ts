// The route files under app/api and the handlers they export, found on disk: what the registry test and
// the access matrix compare against, so a new route file cannot go unnoticed.
import fs from "node:fs";
import path from "node:path";
import { HTTP_METHODS, type AnyEndpoint, type HttpMethod } from "@/lib/api/registry/endpoint";

const ROOT = path.join(process.cwd(), "app", "api");

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return walk(full);
    return d.name === "route.ts" ? [full] : [];
  });
}

/** app/api/projects/[id]/route.ts → /api/projects/{id} (route groups dropped, catch-alls as one parameter). */
export function openApiPathOf(file: string): string {
  const segments = path.relative(ROOT, path.dirname(file)).split(path.sep).filter((s) => s && !/^\(.*\)$/.test(s));
  const mapped = segments.map((s) => s.replace(/^\[\[?(?:\.\.\.)?([^\]]+)\]\]?$/, "{$1}"));
  return ["/api", ...mapped].join("/");
}

export type RouteHandler = ((req: never, segment: never) => Promise<Response>) & { config?: AnyEndpoint };
export type RouteExport = { file: string; path: string; method: HttpMethod; handler: RouteHandler };

export function routeExports(): RouteExport[] {
  return walk(ROOT)
    .sort()
    .flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(file) as Record<string, unknown>;
      return HTTP_METHODS.filter((m) => typeof mod[m] === "function").map((method) => ({
        file: path.relative(process.cwd(), file),
        path: openApiPathOf(file),
        method,
        handler: mod[method] as RouteHandler,
      }));
    });
}
