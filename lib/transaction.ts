// A transaction with durable after-commit work: an effect that must not happen twice or before the commit
// is certain (a notification, storing or deleting a file) is recorded as an outbox row inside the
// transaction (lib/outbox) and run once it has committed. On a rollback it never runs; if the process dies
// first, the next start finishes it.
//
// A request that keeps its answer (an Idempotency-Key, lib/idempotency.ts) runs inside `sealedCommit`: the
// commit of its transaction then waits until the request has its answer, and the answer is written in
// that same transaction, so after a crash either both exist or neither (issue 30 §5). The service gets its
// result as usual and the request goes on to shape its answer while the transaction is still open; that
// part must not use the database. Where it does (the CSV import refreshes statistics), the hold ends at
// the next turn of the event loop: the transaction commits, marked as made, and the answer is stored
// after it, as before. On PGlite's one connection that work waits for the commit; on PostgreSQL it may
// start before it and miss the change, so such work belongs in an after-commit effect. A second
// transaction in the request ends the hold the same way, but only once the first has committed.
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Prisma } from "@/generated/prisma/client";
import { getDb, type Tx } from "@/lib/db";
import { env } from "@/lib/env";
import type { z } from "zod";
import type { Effect } from "@/lib/outbox/effect";
import { recordEffect, runOutboxItems } from "@/lib/outbox/runner";

/** Records an effect (defined by its feature with lib/outbox/effect.ts) to run after the surrounding transaction commits. */
/** Resolves to the outbox row's id (a mail keeps it as its Message-ID). */
export type AfterCommit = <S extends z.ZodType>(effect: Effect<S>, payload: z.input<S>) => Promise<string>;

export type TransactionOptions = { maxWait?: number; timeout?: number; isolationLevel?: Prisma.TransactionIsolationLevel };

/**
 * Test only (lib/idempotency-crash.int.test.ts): runs right after each commit, before anything that
 * follows it. A test makes it never settle, which is what a process killed at that moment looks like
 * to everything after the commit. Unset otherwise.
 */
export const transactionTestHooks: { afterCommit?: () => Promise<void> } = {};

/** What commits with a request's change (lib/idempotency.ts: its stored answer), written with the change's `tx`. */
export type Seal<T> = {
  /** The request has its value: keep it. Runs last in the transaction, right before the commit. */
  answer: (tx: Tx, value: T) => Promise<void>;
  /** The transaction must commit before the request has its value: record that its change is made. */
  made: (tx: Tx) => Promise<void>;
};

/**
 * How a sealed request ended. `answered`: its value committed with its change. `made`: a change of
 * its committed without the value (stored after, if at all), so a repeat must not run it again.
 */
export type Sealed<T> = { ok: true; value: T; answered: boolean; made: boolean } | { ok: false; error: unknown; made: boolean };

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
type Decision = { kind: "answer"; outcome: Outcome } | { kind: "end" };
type Held = { decide: (d: Decision) => boolean; ended: boolean; done: Promise<void> };
type Scope = { seal: Seal<unknown>; settled: boolean; holds: Held[] };

const scopes = new AsyncLocalStorage<Scope>();

/**
 * `db.$transaction` plus `afterCommit`. Every call keeps its own list, so a caller that retries a failed
 * transaction (a serialization failure) runs only the successful attempt's effects. They have run (or
 * failed, logged, and wait for the next drain) when this returns, or, inside `sealedCommit`, when that
 * returns: serverless hosts may stop a function once its response is sent.
 */
export async function transaction<T>(fn: (tx: Tx, afterCommit: AfterCommit) => Promise<T>, options?: TransactionOptions): Promise<T> {
  const scope = scopes.getStore();
  if (!scope || scope.settled) return plain(fn, options);
  const previous = scope.holds.at(-1);
  if (previous) {
    // A second transaction in one request: the first commits (with its effects) before this one starts.
    previous.decide({ kind: "end" });
    await previous.done;
  }
  return held(scope, fn, options);
}

/** Runs `work` so that its transactions commit with `seal`'s writes (see the top of this file). Never throws. */
export async function sealedCommit<T>(work: () => Promise<T>, seal: Seal<T>): Promise<Sealed<T>> {
  const scope: Scope = { seal: seal as Seal<unknown>, settled: false, holds: [] };
  let outcome: Outcome;
  try {
    outcome = { ok: true, value: await scopes.run(scope, work) };
  } catch (error) {
    outcome = { ok: false, error };
  }
  scope.settled = true;
  const last = scope.holds.at(-1);
  // Still open: the value (or the failure, which rolls the change back) decides its commit.
  const answered = last !== undefined && last.decide({ kind: "answer", outcome });
  const commits = await Promise.allSettled(scope.holds.map((h) => h.done));
  const made = scope.holds.some((h, i) => h.ended && commits[i].status === "fulfilled");
  if (!outcome.ok) return { ok: false, error: outcome.error, made };
  const failed = commits.find((c) => c.status === "rejected");
  if (failed) return { ok: false, error: failed.reason, made };
  return { ok: true, value: outcome.value as T, answered, made };
}

async function plain<T>(fn: (tx: Tx, afterCommit: AfterCommit) => Promise<T>, options?: TransactionOptions): Promise<T> {
  const db = await getDb();
  const recorded: string[] = [];
  const result = await db.$transaction((tx) => fn(tx, recorder(tx, recorded)), options);
  await afterCommitted(recorded);
  return result;
}

/** Answers with fn's result as soon as fn returns; the transaction stays open until its hold is decided. */
async function held<T>(scope: Scope, fn: (tx: Tx, afterCommit: AfterCommit) => Promise<T>, options?: TransactionOptions): Promise<T> {
  const db = await getDb();
  const recorded: string[] = [];
  let taken: ((d: Decision) => void) | undefined;
  const decision = new Promise<Decision>((resolve) => (taken = resolve));
  const hold: Held = {
    // The first decision counts; it tells the caller whether it was the one.
    decide: (d) => {
      if (!taken) return false;
      taken(d);
      taken = undefined;
      hold.ended = d.kind === "end";
      return true;
    },
    ended: false,
    done: Promise.resolve(),
  };
  return new Promise<T>((resolve, reject) => {
    const committed = db.$transaction(async (tx) => {
      const result = await fn(tx, recorder(tx, recorded));
      scope.holds.push(hold);
      // Shaping an answer takes only the microtasks that follow; a request still busy at the next turn
      // of the event loop waits on I/O (likely the database): the hold ends rather than block it.
      setImmediate(() => hold.decide({ kind: "end" }));
      resolve(result);
      const d = await decision;
      if (d.kind === "end") return scope.seal.made(tx);
      if (!d.outcome.ok) throw d.outcome.error; // the request failed after all: nothing of it stands
      await scope.seal.answer(tx, d.outcome.value);
    }, options);
    // What follows the commit runs outside the request's scope: an effect's own transactions are plain.
    hold.done = committed.then(() => scopes.exit(() => afterCommitted(recorded)));
    // Before fn returned: the caller's error. After, the caller has its result, and sealedCommit reads `done`.
    hold.done.catch(reject);
  });
}

function recorder(tx: Tx, recorded: string[]): AfterCommit {
  return async (effect, payload) => {
    const id = await recordEffect(tx, effect, payload);
    recorded.push(id);
    return id;
  };
}

async function afterCommitted(recorded: string[]): Promise<void> {
  await transactionTestHooks.afterCommit?.();
  // The crash test's gap between the commit and the work (test only; 0 otherwise).
  const delay = recorded.length > 0 ? env.testAfterCommitDelayMs : 0;
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  await runOutboxItems(recorded);
}
