import { z } from "zod";

/** `[id]` route segments. Ids are opaque text; anything unknown simply is not found. */
export const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * An id sent in a query or body, with its field's name in the messages. Control characters and lone
 * surrogates never get this far: lib/route.ts refuses them in every path, query and body.
 */
export const opaqueId = (what = "id") => z.string({ error: `${what} is required` }).min(1, `${what} is required`).max(100, `${what} is not valid`);
