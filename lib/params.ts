import { z } from "zod";

/** `[id]` route segments. Ids are opaque text; anything unknown simply is not found. */
export const idParams = z.object({ id: z.string().min(1).max(100) });
