// An after-commit effect: a name, the schema of its payload (checked when it is recorded and again when it
// runs, since a row may wait for a restart and a newer release) and its handler. A handler runs inside the
// transaction that marks its row done, so database work happens exactly once; work outside the database
// (files) must be safe to repeat after a crash. A handler reads and writes only through the `tx` it is
// given: on PGlite's one connection, any other client would wait for this very transaction.
//
// Each feature defines its own effects beside the code that records them, so lib/outbox (under
// lib/transaction, which every service uses) never imports a feature. The registry is process-wide
// (globalThis): the server's start-up drain and the route handlers may load this module separately.
import "server-only";
import type { z } from "zod";
import type { Tx } from "@/lib/db";

/** The outbox row a handler runs for: its id is stable across retries (a mail's Message-ID derives from it). */
export type OutboxRun = { id: string; attempts: number };

/**
 * What a handler may record for after its own commit (a notification's mail): written with `tx`, so it
 * exists exactly when the handler's work does, and run once that transaction has committed.
 */
export type FollowUp = <S extends z.ZodType>(effect: Effect<S>, payload: z.input<S>) => Promise<string>;

export type Effect<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  /** `outcome`: what `outside` answered, for effects that have one. */
  run: (tx: Tx, payload: z.output<S>, item: OutboxRun & { followUp: FollowUp; outcome?: unknown }) => Promise<void>;
  /**
   * Work that talks to another server (a mail's SMTP conversation): run first, with no transaction open and
   * the row leased to this runner (`leaseUntil`) rather than locked, so a slow server holds no database
   * connection (on PGlite, the only one); then `run` records its outcome. A crash between the two repeats
   * it once the lease has passed, so it must be safe to repeat (a mail keeps its Message-ID).
   */
  outside?: (payload: z.output<S>, item: OutboxRun) => Promise<unknown>;
  /**
   * After a failed run, outside the rolled-back transaction (so the failure is kept): record what went
   * wrong where people look (the mail log). Must not throw.
   */
  failed?: (item: OutboxRun & { error: string; final: boolean }) => Promise<void>;
};

const registry = ((globalThis as { __cfpEffects?: Map<string, Effect> }).__cfpEffects ??= new Map<string, Effect>());

/** Defines (and registers) a named effect. Called once at module load by the feature that owns it. */
export function defineEffect<S extends z.ZodType>(name: string, payload: S, run: Effect<S>["run"], failed?: Effect<S>["failed"], outside?: Effect<S>["outside"]): Effect<S> {
  const effect: Effect<S> = { name, payload, run, failed, outside };
  registry.set(name, effect as unknown as Effect);
  return effect;
}

/** The effect a stored row names; undefined when no loaded module defines it (see instrumentation.ts). */
export const effectOf = (name: string): Effect | undefined => registry.get(name);
