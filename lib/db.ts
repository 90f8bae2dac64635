import "server-only";
import path from "node:path";
import fs from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaClient, type Prisma } from "@/generated/prisma/client";
import { env } from "@/lib/env";

// One client per process, created on first use so that `next build` never opens the database.
type Holder = { prisma?: PrismaClient; pglite?: PGlite; close?: () => Promise<void> };
const holder = globalThis as unknown as { __cfpDb?: Holder };

// Prisma waits 2 s by default for a transaction to start. PGlite has one connection, a busy pool queues
// work, and racing requests queue on row locks (reservations, reviews, agreements) while holding a
// connection: a burst on a loaded machine answered 500 (P2028) to an ordinary sign-up. A longer wait, for
// every transaction, keeps such requests queued, so a race ends in 409s and never in a timeout 500.
const transactionOptions = { maxWait: 15_000, timeout: 30_000 };

async function createClient(): Promise<Holder> {
  const url = env.databaseUrl;
  if (url) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const adapter = new PrismaPg({ connectionString: url, max: env.databasePoolSize });
    const prisma = new PrismaClient({ adapter, transactionOptions });
    return { prisma, close: () => prisma.$disconnect() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  // The extensions of scripts/pglite.mjs (pg_trgm: the search's trigram indexes), imported here directly
  // so that the bundler sees them.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const dir = path.join(env.dataDir, "pglite");
  fs.mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir, { extensions: { pg_trgm } });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite), transactionOptions });
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
  pending ??= createClient().then(async (created) => {
    // PGlite has no autovacuum: the periodic ANALYZE of lib/db-maintenance.ts stands in for it.
    if (created.pglite) (await import("@/lib/db-maintenance")).startPeriodicMaintenance(created.prisma!);
    return Object.assign(h, created);
  });
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
  if (h?.pglite) (await import("@/lib/db-maintenance")).stopPeriodicMaintenance();
  await h?.close?.();
}

export type Db = PrismaClient;
export type Tx = Prisma.TransactionClient;
