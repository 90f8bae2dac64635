import "server-only";
// Creating requests accept an idempotency key (DESIGN.md "Double submits"): per user, the first answer is
// kept for a day, and a repeat with the same key gets that answer instead of a second row. Route handlers
// take the key from the Idempotency-Key header, server actions as an argument; both go through `once`.
// The key is claimed (a row with no answer yet) before the work runs, so two requests racing with one
// key cannot both create: the second waits for the first's answer. The answer is written in the same
// transaction as the change (lib/transaction.ts `sealedCommit`), so a crash leaves both or neither: a
// repeat finds the answer, or finds no change and runs (issue 30 §5). Stripe's rules otherwise: the same
// key with another input is a 422, and a claim whose request died before its change committed (no answer
// after CLAIM_TTL_MS) is taken over instead of answering "in progress" for a day.
import crypto from "node:crypto";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { sealedCommit } from "@/lib/transaction";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const TTL_MS = 24 * 60 * 60 * 1000;
const CLAIM_TTL_MS = 2 * 60 * 1000;
const WAIT_MS = 10_000;
const POLL_MS = 100;
const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;
const ANSWER_LOST = `The request with this ${IDEMPOTENCY_HEADER} made its change, but its answer was lost; it is not run again`;
const TAKEN_OVER = `This request ran so long that a repeat with the same ${IDEMPOTENCY_HEADER} took its place`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What is kept of a first answer: only successes are (after a refusal the user may correct and resend). */
export type StoredAnswer = { status: number; body: string; contentType: string | null };

type Codec<T> = { store: (result: T) => Promise<StoredAnswer | null>; replay: (answer: StoredAnswer) => T };

/** The input's identity: SHA-256 of its JSON (key order as sent: a client resends the same text). */
export function fingerprintOf(input: unknown): string {
  return crypto.createHash("sha256").update(JSON.stringify(input ?? null)).digest("hex");
}

/**
 * Runs `work` once per (user, key, request); a repeat with the same input gets `codec.replay` of the
 * stored first answer, one with another input a 422.
 */
export async function once<T>(userId: string, key: string, request: string, input: unknown, work: () => Promise<T>, codec: Codec<T>): Promise<T> {
  if (!KEY_SHAPE.test(key)) throw new AppError("BAD_REQUEST", `${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`);
  const fingerprint = fingerprintOf(input);
  const db = await getDb();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const now = new Date();
    const claimExpired = new Date(now.getTime() - CLAIM_TTL_MS);
    // Expired keys of this user go first, so an old key can be used again and the table stays small;
    // so do claims whose request never answered and changed nothing (the server died mid-request).
    await db.idempotencyKey.deleteMany({
      where: { userId, OR: [{ expiresAt: { lt: now } }, { status: null, committedAt: null, createdAt: { lt: claimExpired } }] },
    });
    const claim: Claim = { userId, key, createdAt: now };
    const claimed = await db.idempotencyKey.createMany({ data: [{ ...claim, request, fingerprint, expiresAt: new Date(now.getTime() + TTL_MS) }], skipDuplicates: true });
    if (claimed.count === 1) return runAndStore(claim, request, work, codec);

    const first = await db.idempotencyKey.findUnique({ where: { userId_key: { userId, key } } });
    if (!first) continue; // the first request failed and let the key go: this one runs instead
    if (first.request !== request) throw new AppError("CONFLICT", `This ${IDEMPOTENCY_HEADER} was already used for another request`);
    if (first.fingerprint !== null && first.fingerprint !== fingerprint) {
      throw new AppError("UNPROCESSABLE", `This ${IDEMPOTENCY_HEADER} was already used with a different request body`);
    }
    if (first.status !== null) return codec.replay({ status: first.status, body: first.body ?? "", contentType: first.contentType });
    // Committed without its answer, and the answer never followed: the change stands, so no second run.
    if (first.committedAt !== null && first.committedAt < claimExpired) throw new AppError("CONFLICT", ANSWER_LOST);
    if (Date.now() > deadline) throw new AppError("CONFLICT", `A request with this ${IDEMPOTENCY_HEADER} is still in progress`);
    await sleep(POLL_MS);
  }
}

/** A claim row as this request made it: a repeat that took over after CLAIM_TTL_MS made another. */
type Claim = { userId: string; key: string; createdAt: Date };

async function runAndStore<T>(claim: Claim, request: string, work: () => Promise<T>, codec: Codec<T>): Promise<T> {
  const db = await getDb();
  const unanswered = { ...claim, status: null };
  const release = () => db.idempotencyKey.deleteMany({ where: claim }).catch(() => undefined);
  const sealed = await sealedCommit(work, {
    answer: async (tx, result) => {
      const answer = await codec.store(result);
      // A refusal is not kept (the user may correct and resend): the key is let go with the change.
      if (!answer) return void (await tx.idempotencyKey.deleteMany({ where: claim }));
      const kept = await tx.idempotencyKey.updateMany({ where: unanswered, data: { ...answer, committedAt: new Date() } });
      if (kept.count !== 1) throw new AppError("CONFLICT", TAKEN_OVER);
    },
    made: async (tx) => {
      const marked = await tx.idempotencyKey.updateMany({ where: unanswered, data: { committedAt: new Date() } });
      if (marked.count !== 1) throw new AppError("CONFLICT", TAKEN_OVER);
    },
  });
  if (!sealed.ok) {
    // Nothing stands: the key is let go and a repeat runs afresh. A change that stands keeps its claim.
    if (!sealed.made) await release();
    throw sealed.error;
  }
  if (sealed.answered) return sealed.value;
  // No transaction to write it in (the work had none), or the request used the database after its
  // transaction, which then committed first (see lib/transaction.ts): the answer is stored after it.
  if (sealed.made) warnAnsweredLate(request);
  const answer = await codec.store(sealed.value);
  if (answer) await db.idempotencyKey.updateMany({ where: unanswered, data: answer });
  else if (!sealed.made) await release();
  return sealed.value;
}

const warnedLate = new Set<string>();

/** Once per process and request: such a request's answer can be lost in a crash (a repeat then gets a 409, ANSWER_LOST). */
function warnAnsweredLate(request: string): void {
  if (warnedLate.has(request)) return;
  warnedLate.add(request);
  console.warn(`[idempotency] ${request} used the database after its transaction: its answer is stored after the commit, not with it`);
}

const responseCodec: Codec<Response> = {
  store: async (res) =>
    res.status >= 200 && res.status < 300 ? { status: res.status, body: await res.clone().text(), contentType: res.headers.get("content-type") } : null,
  replay: (a) => new NextResponse(a.body, { status: a.status, headers: { "Content-Type": a.contentType ?? "application/json", "Idempotent-Replayed": "true" } }),
};

/**
 * A route handler's request: the key comes in the Idempotency-Key header (none: no de-duplication);
 * `input` is what identifies the request beyond its path (the parsed body and query).
 */
export async function withIdempotency(req: NextRequest, userId: string, input: unknown, handle: () => Promise<Response>): Promise<Response> {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return handle();
  return once(userId, key, `${req.method} ${req.nextUrl.pathname}`, input, handle, responseCodec);
}
