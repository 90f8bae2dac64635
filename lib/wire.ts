// What a server read looks like once it has travelled as JSON (Dates as ISO text). Pages hand their client
// components this shape, so a screen's props equal the route twin's answer, and an idempotent action's
// replay (stored as JSON) is indistinguishable from its first answer. Client-safe.
import type { z } from "zod";

export type Wire<T> = T extends Date ? string : T extends (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

export function toWire<T>(value: T): Wire<T> {
  return JSON.parse(JSON.stringify(value)) as Wire<T>;
}

/** The same, checked against the registry's response schema: the screen gets exactly the documented shape. */
export function asWire<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  return schema.parse(toWire(data));
}

/** One part of a screen read on the server: its data, or the text saying why it could not be read. */
export type Loaded<T> = { data: T } | { error: string };
