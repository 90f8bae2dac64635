import "server-only";
// Creating requests accept an Idempotency-Key header (DESIGN.md "Double submits"): per user, the first
// answer is kept for a day, and a repeat with the same key gets that answer instead of a second row.
// The key is claimed (a row with no answer yet) before the handler runs, so two requests racing with one
// key cannot both create: the second waits for the first's answer.
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const TTL_MS = 24 * 60 * 60 * 1000;
const WAIT_MS = 10_000;
const POLL_MS = 100;
const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `handle` once per (user, key): repeats replay the stored answer with `Idempotent-Replayed: true`. */
export async function withIdempotency(req: NextRequest, userId: string, handle: () => Promise<Response>): Promise<Response> {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return handle();
  if (!KEY_SHAPE.test(key)) throw new AppError("BAD_REQUEST", `${IDEMPOTENCY_HEADER} must be 1 to 200 visible ASCII characters`);
  const request = `${req.method} ${req.nextUrl.pathname}`;
  const db = await getDb();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const now = new Date();
    // Expired keys of this user go first, so an old key can be used again and the table stays small.
    await db.idempotencyKey.deleteMany({ where: { userId, expiresAt: { lt: now } } });
    const claimed = await db.idempotencyKey.createMany({ data: [{ userId, key, request, expiresAt: new Date(now.getTime() + TTL_MS) }], skipDuplicates: true });
    if (claimed.count === 1) return runAndStore(userId, key, handle);

    const first = await db.idempotencyKey.findUnique({ where: { userId_key: { userId, key } } });
    if (!first) continue; // the first request failed and let the key go: this one runs instead
    if (first.request !== request) throw new AppError("CONFLICT", `This ${IDEMPOTENCY_HEADER} was already used for another request`);
    if (first.status !== null) {
      return new NextResponse(first.body, { status: first.status, headers: { "Content-Type": first.contentType ?? "application/json", "Idempotent-Replayed": "true" } });
    }
    if (Date.now() > deadline) throw new AppError("CONFLICT", `A request with this ${IDEMPOTENCY_HEADER} is still in progress`);
    await sleep(POLL_MS);
  }
}

/** Only a success is kept: after a refusal the user may correct the form and send the same submission again. */
async function runAndStore(userId: string, key: string, handle: () => Promise<Response>): Promise<Response> {
  const db = await getDb();
  const release = () => db.idempotencyKey.delete({ where: { userId_key: { userId, key } } }).catch(() => undefined);
  let res: Response;
  try {
    res = await handle();
  } catch (err) {
    await release();
    throw err;
  }
  if (res.status < 200 || res.status >= 300) {
    await release();
    return res;
  }
  const body = await res.clone().text();
  await db.idempotencyKey.update({
    where: { userId_key: { userId, key } },
    data: { status: res.status, body, contentType: res.headers.get("content-type") },
  });
  return res;
}
