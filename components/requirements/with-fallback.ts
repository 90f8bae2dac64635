// A server action whose call itself may fail (offline, a proxy's error page): that failure becomes the
// spec's default text for the change instead of a generic one, so the toast reads as it always did.
import type { ActionOptions, ActionResult } from "@/lib/action";

export function withFallback<I, O>(serverAction: (input: I, options?: ActionOptions) => Promise<ActionResult<O>>, text: string) {
  return async (input: I, options?: ActionOptions): Promise<ActionResult<O>> => {
    try {
      return await serverAction(input, options);
    } catch {
      return { ok: false, status: 0, error: text };
    }
  };
}
