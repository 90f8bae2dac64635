// The server actions under actions/, found on disk: every exported …Action.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.join(process.cwd(), "actions");

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return walk(full);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });
}

export function actionExports(): { file: string; name: string; action: unknown }[] {
  if (!fs.existsSync(ROOT)) return [];
  return walk(ROOT)
    .sort()
    .flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(file) as Record<string, unknown>;
      return Object.keys(mod)
        .filter((name) => name.endsWith("Action"))
        .map((name) => ({ file: path.relative(process.cwd(), file), name, action: mod[name] }));
    });
}
