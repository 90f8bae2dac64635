import "server-only";
import type { z } from "zod";

/**
 * What a page hands its client components: the service's answer as its route twin sends it (JSON: dates as
 * ISO text), checked against the registry's response schema, so the screen gets exactly the documented shape.
 */
export function asWire<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  return schema.parse(JSON.parse(JSON.stringify(data)));
}
