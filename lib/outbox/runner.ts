// Records after-commit effects in the caller's transaction and runs pending ones. Each run takes its
// row with `FOR UPDATE SKIP LOCKED` and marks it done in the same transaction as the handler's writes:
// two instances (or the committing process and a starting one) never run an item twice, and a process
// killed mid-run leaves the row pending, its lock released with its connection.
//
// An effect with an `outside` part (a mail) is not run under the lock: one statement leases its row to this
// runner for LEASE_MS, the outside part runs with no transaction open, and a second transaction checks the
// lease is still this runner's, records the outcome and marks the row done. Another runner leaves a leased
// row alone until its lease has passed (a process killed mid-send), then sends it again, as the same message.
import "server-only";
import { getDb, type Tx } from "@/lib/db";
import type { Prisma } from "@/generated/prisma/client";
import type { z } from "zod";
import { effectOf, type Effect, type FollowUp } from "@/lib/outbox/effect";

/** After this many failed runs an item is left for a person to look at (its lastError says why). */
export const MAX_ATTEMPTS = 5;
const BATCH = 100;
/** How long a runner holds an item it is sending; longer than the SMTP timeouts (lib/mail/transport.ts) allow a send to take. */
export const LEASE_MS = 5 * 60_000;
/** Back-off after the n-th failed run: 1, 4, 16, 64 minutes (the drain looks every minute). */
export const retryDelayMs = (attempts: number) => 60_000 * 4 ** Math.max(0, attempts - 1);

/** Writes one pending item in `tx`, checking its payload first (a bad one rolls the change back). Returns its id. */
export async function recordEffect<S extends z.ZodType>(tx: Tx, effect: Effect<S>, payload: z.input<S>): Promise<string> {
  const checked = effect.payload.parse(payload) as Prisma.InputJsonValue;
  const { id } = await tx.outboxItem.create({ data: { effect: effect.name, payload: checked }, select: { id: true } });
  return id;
}

type Claimed = { id: string; effect: string; payload: unknown; attempts: number };
type Outside = { outcome: unknown; lease: Date } | undefined;

/** Leases a pending, unleased (or lapsed) item to this runner, in one statement. Undefined when another runner has it or it is done. */
async function lease(id: string, until: Date): Promise<Claimed | undefined> {
  const db = await getDb();
  const [row] = await db.$queryRaw<Claimed[]>`
    UPDATE outbox SET "leaseUntil" = ${until} WHERE id = ${id} AND "doneAt" IS NULL AND ("leaseUntil" IS NULL OR "leaseUntil" < now())
    RETURNING id, effect, payload, attempts`;
  return row;
}

/** For an effect with an outside part: lease the row, run that part with no transaction open. Null: not this runner's to run. */
async function runOutside(id: string, handler: Effect | undefined, setClaimed: (c: Claimed) => void): Promise<Outside | null> {
  if (!handler?.outside) return undefined;
  const until = new Date(Date.now() + LEASE_MS);
  const claimed = await lease(id, until);
  if (!claimed) return null;
  setClaimed(claimed);
  return { outcome: await handler.outside(handler.payload.parse(claimed.payload), { id, attempts: claimed.attempts }), lease: until };
}

/**
 * Runs one item if it is still pending and no one else holds it. A failure is logged and counted, never
 * thrown: the change it follows already stands. Returns whether this call ran it successfully.
 */
export async function runOutboxItem(id: string): Promise<boolean> {
  const db = await getDb();
  let claimed: Claimed | undefined;
  const followUps: string[] = [];
  try {
    const pending = await db.outboxItem.findFirst({ where: { id, doneAt: null }, select: { effect: true } });
    if (!pending) return false;
    const handler = effectOf(pending.effect);
    const outside = await runOutside(id, handler, (c) => (claimed = c));
    if (outside === null) return false;
    let ran = false;
    await db.$transaction(async (tx) => {
      // After an outside part: still this runner's lease (none: another runner took over a lapsed one).
      const [row] = outside
        ? await tx.$queryRaw<Claimed[]>`
            SELECT id, effect, payload, attempts FROM outbox WHERE id = ${id} AND "doneAt" IS NULL AND "leaseUntil" = ${outside.lease} FOR UPDATE`
        : await tx.$queryRaw<Claimed[]>`
            SELECT id, effect, payload, attempts FROM outbox WHERE id = ${id} AND "doneAt" IS NULL FOR UPDATE SKIP LOCKED`;
      if (!row) return;
      claimed = row;
      if (!handler) throw new Error(`Unknown after-commit effect "${row.effect}"`);
      const followUp: FollowUp = async (effect, payload) => {
        const next = await recordEffect(tx, effect, payload);
        followUps.push(next);
        return next;
      };
      await handler.run(tx, handler.payload.parse(row.payload), { id: row.id, attempts: row.attempts, followUp, outcome: outside?.outcome });
      await tx.outboxItem.update({ where: { id }, data: { doneAt: new Date(), attempts: { increment: 1 }, lastError: null, leaseUntil: null } });
      ran = true;
    });
    await runOutboxItems(followUps);
    return ran;
  } catch (err) {
    console.error(`after-commit work failed (${claimed?.effect ?? "outbox"} ${id}):`, err);
    if (claimed) {
      const lastError = err instanceof Error ? err.message : String(err);
      const attempts = claimed.attempts + 1;
      const notBefore = new Date(Date.now() + retryDelayMs(attempts));
      await db.outboxItem.update({ where: { id }, data: { attempts: { increment: 1 }, lastError, notBefore, leaseUntil: null } }).catch(() => {});
      await effectOf(claimed.effect)?.failed?.({ id, attempts, error: lastError, final: attempts >= MAX_ATTEMPTS }).catch(() => {});
    }
    return false;
  }
}

/** Right after a commit: the items that transaction recorded, in order. */
export async function runOutboxItems(ids: readonly string[]): Promise<void> {
  for (const id of ids) await runOutboxItem(id);
}

/**
 * Every pending item, oldest first, each tried at most once per call (a failing one waits for the next
 * drain rather than spinning). Run at start-up and then now and again (lib/outbox/startup.ts). Returns how many ran.
 */
export async function drainOutbox(): Promise<number> {
  const db = await getDb();
  const tried: string[] = [];
  let ran = 0;
  for (;;) {
    const batch = await db.outboxItem.findMany({
      where: {
        doneAt: null,
        attempts: { lt: MAX_ATTEMPTS },
        id: { notIn: tried },
        AND: [{ OR: [{ notBefore: null }, { notBefore: { lte: new Date() } }] }, { OR: [{ leaseUntil: null }, { leaseUntil: { lt: new Date() } }] }],
      },
      select: { id: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: BATCH,
    });
    if (batch.length === 0) return ran;
    for (const { id } of batch) {
      tried.push(id);
      if (await runOutboxItem(id)) ran++;
    }
  }
}

/** Items still to run: not done and not yet given up on (what the cron route reports after its drain). */
export async function pendingOutboxItems(): Promise<number> {
  const db = await getDb();
  return db.outboxItem.count({ where: { doneAt: null, attempts: { lt: MAX_ATTEMPTS } } });
}
