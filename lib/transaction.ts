// A transaction with durable after-commit work: an effect that must not happen twice or before the commit
// is certain (a notification, storing or deleting a file) is recorded as an outbox row inside the
// transaction (lib/outbox) and run once it has committed. On a rollback it never runs; if the process dies
// first, the next start finishes it.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { getDb, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import type { z } from "zod";
import type { Effect } from "@/lib/outbox/effect";
import { recordEffect, runOutboxItems } from "@/lib/outbox/runner";

/** Records an effect (defined by its feature with lib/outbox/effect.ts) to run after the surrounding transaction commits. */
export type AfterCommit = <S extends z.ZodType>(effect: Effect<S>, payload: z.input<S>) => Promise<void>;

export type TransactionOptions = { maxWait?: number; timeout?: number; isolationLevel?: Prisma.TransactionIsolationLevel };

/**
 * `db.$transaction` plus `afterCommit`. Every call keeps its own list, so a caller that retries a failed
 * transaction (a serialization failure) runs only the successful attempt's effects. They have run (or
 * failed, logged, and wait for the next drain) when this returns: serverless hosts may stop a function
 * once its response is sent.
 */
export async function transaction<T>(fn: (tx: Tx, afterCommit: AfterCommit) => Promise<T>, options?: TransactionOptions): Promise<T> {
  const db = await getDb();
  const recorded: string[] = [];
  const result = await db.$transaction(
    (tx) =>
      fn(tx, async (effect, payload) => {
        recorded.push(await recordEffect(tx, effect, payload));
      }),
    options,
  );
  // The crash test's gap between the commit and the work (test only; 0 otherwise).
  const delay = recorded.length > 0 ? env.testAfterCommitDelayMs : 0;
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  await runOutboxItems(recorded);
  return result;
}
