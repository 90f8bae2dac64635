import "server-only";
// Creating requests accept an idempotency key (DESIGN.md "Double submits"): per user, the first answer is
// kept for a day, and a repeat with the same key gets that answer instead of a second row. Route handlers
// take the key from the Idempotency-Key header, server actions as an argument; both go through `once`.
// The key is claimed (a row with no answer yet) before the work runs, so two requests racing with one
// key cannot both create: the second waits for the first's answer. Stripe's rules otherwise: the same key
// with another input is a 422, and a claim whose request died with the server (no answer after
// CLAIM_TTL_MS) is taken over instead of answering "in progress" for a day.
import crypto from "node:crypto";
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const TTL_MS = 24 * 60 * 60 * 1000;
const CLAIM_TTL_MS = 2 * 60 * 1000;
const WAIT_MS = 10_000;
const POLL_MS = 100;
const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;

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
    // Expired keys of this user go first, so an old key can be used again and the table stays small;
    // so do claims whose request never answered (the server died mid-request).
    await db.idempotencyKey.deleteMany({
      where: { userId, OR: [{ expiresAt: { lt: now } }, { status: null, createdAt: { lt: new Date(now.getTime() - CLAIM_TTL_MS) } }] },
    });
    const claimed = await db.idempotencyKey.createMany({ data: [{ userId, key, request, fingerprint, expiresAt: new Date(now.getTime() + TTL_MS) }], skipDuplicates: true });
    if (claimed.count === 1) return runAndStore(userId, key, work, codec);

    const first = await db.idempotencyKey.findUnique({ where: { userId_key: { userId, key } } });
    if (!first) continue; // the first request failed and let the key go: this one runs instead
    if (first.request !== request) throw new AppError("CONFLICT", `This ${IDEMPOTENCY_HEADER} was already used for another request`);
    if (first.fingerprint !== null && first.fingerprint !== fingerprint) {
      throw new AppError("UNPROCESSABLE", `This ${IDEMPOTENCY_HEADER} was already used with a different request body`);
    }
    if (first.status !== null) return codec.replay({ status: first.status, body: first.body ?? "", contentType: first.contentType });
    if (Date.now() > deadline) throw new AppError("CONFLICT", `A request with this ${IDEMPOTENCY_HEADER} is still in progress`);
    await sleep(POLL_MS);
  }
}

async function runAndStore<T>(userId: string, key: string, work: () => Promise<T>, codec: Codec<T>): Promise<T> {
  const db = await getDb();
  const release = () => db.idempotencyKey.delete({ where: { userId_key: { userId, key } } }).catch(() => undefined);
  let result: T;
  try {
    result = await work();
  } catch (err) {
    await release();
    throw err;
  }
  const answer = await codec.store(result);
  if (!answer) {
    await release();
    return result;
  }
  await db.idempotencyKey.update({ where: { userId_key: { userId, key } }, data: answer });
  return result;
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
