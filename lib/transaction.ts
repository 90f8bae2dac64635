// A transaction with an after-commit hook: work that must not happen twice or before the commit is
// certain (a notification, deleting a stored file) is queued inside the transaction and runs only once
// it has committed; on a rollback it never runs.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { getDb, type Tx } from "@/lib/db";

export type AfterCommitWork = () => unknown;
/** Queues work to run after the surrounding transaction commits. */
export type AfterCommit = (work: AfterCommitWork) => void;

export type TransactionOptions = { maxWait?: number; timeout?: number; isolationLevel?: Prisma.TransactionIsolationLevel };

/**
 * Runs the queued work in order, after the commit. The change is already durable, so a failing piece is
 * logged and the rest still run: the caller's request succeeded and must not answer with an error.
 */
export async function runAfterCommit(queue: AfterCommitWork[]): Promise<void> {
  for (const work of queue) {
    try {
      await work();
    } catch (err) {
      console.error("after-commit work failed:", err);
    }
  }
}

/**
 * `db.$transaction` plus `afterCommit`. Every call has its own queue, so a caller that retries a failed
 * transaction (a serialization failure) runs only the successful attempt's work. The work has finished
 * when this returns (serverless hosts may stop a function once its response is sent).
 */
export async function transaction<T>(fn: (tx: Tx, afterCommit: AfterCommit) => Promise<T>, options?: TransactionOptions): Promise<T> {
  const db = await getDb();
  const queue: AfterCommitWork[] = [];
  const result = await db.$transaction((tx) => fn(tx, (work) => void queue.push(work)), options);
  await runAfterCommit(queue);
  return result;
}
