// The "storage.delete" after-commit effect: a file that a committed change replaced or dropped. Deleting
// a missing file is not an error, so a repeat after a crash is harmless.
import "server-only";
import { z } from "zod";
import { defineEffect } from "@/lib/outbox/effect";
import { getStorage } from "@/lib/storage";

export const deleteStoredFile = defineEffect("storage.delete", z.object({ key: z.string().min(1) }), async (_tx, { key }) => getStorage().delete(key));
