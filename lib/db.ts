import "server-only";
import path from "node:path";
import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaClient, type Prisma } from "@/generated/prisma/client";
import { env } from "@/lib/env";

// One client per process, created on first use so that `next build` never opens the database.
type Holder = { prisma?: PrismaClient; pglite?: PGlite; close?: () => Promise<void> };
const holder = globalThis as unknown as { __cfpDb?: Holder };

async function createClient(): Promise<Holder> {
  const url = env.databaseUrl;
  if (url) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const adapter = new PrismaPg({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    const prisma = new PrismaClient({ adapter });
    return { prisma, close: () => prisma.$disconnect() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const dir = path.join(env.dataDir, "pglite");
  fs.mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    pglite,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

let pending: Promise<Holder> | undefined;

export async function getDb(): Promise<PrismaClient> {
  const h = (holder.__cfpDb ??= {});
  if (h.prisma) return h.prisma;
  pending ??= createClient().then((created) => Object.assign(h, created));
  return (await pending).prisma!;
}

/** The embedded PGlite instance behind the client (none with DATABASE_URL): the benchmark's raw driver. */
export async function getPglite(): Promise<PGlite | undefined> {
  await getDb();
  return holder.__cfpDb?.pglite;
}

export async function closeDb(): Promise<void> {
  const h = holder.__cfpDb;
  pending = undefined;
  holder.__cfpDb = undefined;
  await h?.close?.();
}

export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;
