import "server-only";
import { z } from "zod";
import { toAppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/session";
import { threadWireSchema, versionDetailSchema } from "@/lib/api/registry/agreements";
import { asWire } from "@/lib/wire";
import { getVersionForTemplate } from "@/lib/agreements/versions/queries";
import { listThreads } from "@/lib/agreements/threads/queries";

/**
 * The review workspace's data: an investor's version of a template with its text, and its redline threads
 * (the two GETs the workspace made). null when the version does not exist for the caller (another
 * investor's is the same 404), which the screen shows as Document Not Found.
 */
export async function getWorkspace(actor: SessionUser, templateId: string, investor: string | undefined) {
  try {
    const version = await getVersionForTemplate(actor, templateId, investor);
    const threads = await listThreads(actor, version.id);
    return { version: asWire(versionDetailSchema, version), threads: asWire(z.array(threadWireSchema), threads) };
  } catch (err) {
    if (toAppError(err)?.code === "NOT_FOUND") return null;
    throw err;
  }
}
