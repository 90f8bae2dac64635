import "server-only";
import { toAppError } from "@/lib/errors";
import type { Loaded } from "@/lib/wire";

/**
 * One part of a screen, read so that its failure leaves the rest standing: the data, or the text the screen
 * shows for it (a refusal's own message; for a crash, logged here, the generic one a route answers).
 */
export async function loaded<T>(read: Promise<T>, what: string): Promise<Loaded<T>> {
  try {
    return { data: await read };
  } catch (err) {
    const known = toAppError(err);
    if (!known) console.error(`reading ${what} failed:`, err);
    return { error: known?.message ?? "Something went wrong" };
  }
}
