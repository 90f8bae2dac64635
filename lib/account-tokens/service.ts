// The single-use links' rows (issue 31): issued in the caller's transaction, redeemed under a row lock so
// two clicks at once use a link once. The raw token leaves only sealed, for the mail (lib/mail/send.ts).
import "server-only";
import type { Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { expiryOf, hashToken, newToken, sealToken, tokenProblem, type TokenPurpose } from "@/lib/account-tokens/token";

/** Issues a link for `userId`, ending the same purpose's earlier unused links (only the newest works). Returns the token sealed for its mail. */
export async function issueToken(tx: Tx, userId: string, purpose: TokenPurpose, now: Date, email?: string): Promise<string> {
  await tx.accountToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } });
  const token = newToken();
  await tx.accountToken.create({ data: { userId, purpose, tokenHash: hashToken(token), email, expiresAt: expiryOf(purpose, now) } });
  return sealToken(token, env.sessionSecret);
}

const REFUSALS = {
  unknown: "This link is not valid. Ask for a new one.",
  used: "This link has already been used. Ask for a new one if you still need it.",
  expired: "This link has expired. Ask for a new one.",
} as const;

/** Takes a link for its one use: locks its row, refuses an unknown, used or expired one (400), and marks it used. */
export async function redeemToken(tx: Tx, token: string, purpose: TokenPurpose, now: Date): Promise<{ userId: string; email: string | null }> {
  const hash = hashToken(token);
  await tx.$queryRaw`SELECT id FROM account_tokens WHERE "tokenHash" = ${hash} FOR UPDATE`;
  const row = await tx.accountToken.findUnique({ where: { tokenHash: hash }, select: { id: true, userId: true, purpose: true, email: true, expiresAt: true, usedAt: true } });
  const problem = tokenProblem(row && row.purpose === purpose ? row : null, now);
  if (problem) throw new AppError("BAD_REQUEST", REFUSALS[problem]);
  await tx.accountToken.update({ where: { id: row!.id }, data: { usedAt: now } });
  return { userId: row!.userId, email: row!.email };
}
