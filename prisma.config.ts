// Used by the Prisma CLI only (the app builds its own client in lib/db.ts). Prisma 6.19's JavaScript
// engine needs no native download; it talks to the database through the same driver adapters as the app.
import path from "node:path";
import type { PrismaConfig } from "prisma";

export default {
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (url && /^postgres(ql)?:\/\//.test(url)) {
      const { PrismaPg } = await import("@prisma/adapter-pg");
      return new PrismaPg({ connectionString: url });
    }
    const { PGlite } = await import("@electric-sql/pglite");
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    const dir = path.join(process.env.DATA_DIR ?? "data", "pglite");
    return new PrismaPGlite(new PGlite(dir));
  },
} satisfies PrismaConfig;
