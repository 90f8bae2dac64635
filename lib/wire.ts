// What a server read looks like once it has travelled as JSON (Dates as ISO text), checked against the
// registry's response schema. Pages hand their client components this shape, so a screen's props equal
// the route twin's answer, and an idempotent action's replay (stored as JSON) is indistinguishable from
// its first answer. Client-safe.
import type { z } from "zod";

/** The JSON round trip, then the schema: the screen gets exactly the documented shape (unknown keys dropped). */
export function asWire<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  return schema.parse(JSON.parse(JSON.stringify(data)));
}

/** One part of a screen read on the server: its data, or the text saying why it could not be read. */
export type Loaded<T> = { data: T } | { error: string };
