import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db";
import { defineEffect } from "@/lib/outbox/effect";
import { AppError } from "@/lib/errors";
import { getStorage, newStorageKey } from "@/lib/storage";
import { msaSelect } from "@/lib/agreements/msa/presenter";
import { agreementDocument, CONTENT_TYPES, downloadName } from "@/lib/agreements/msa/files/model";
import { agreementPdf } from "@/lib/agreements/msa/files/pdf";

export type StorePdfPayload = { msaId: string; nonce: string };

/**
 * The "msa.store-pdf" after-commit effect (autoGeneratePDF): the agreement as finalized, kept in storage
 * beside the record (finalizedFilePath), as its investor may read it (the copy could reach them). The key's random part was drawn at finalize, so a run repeated
 * after a crash between the put and the commit finds its own file (CONFLICT) and records it.
 */
export async function storeFinalizedPdf(tx: Tx, { msaId, nonce }: StorePdfPayload): Promise<void> {
  const row = await tx.msa.findUniqueOrThrow({ where: { id: msaId }, select: msaSelect });
  const key = newStorageKey({ purpose: "msa", ownerId: row.investorId, fileName: downloadName(row, "pdf", "investor") }, nonce);
  try {
    await getStorage().put(key, await agreementPdf(await agreementDocument(row, "investor", tx)), { contentType: CONTENT_TYPES.pdf });
  } catch (err) {
    if (!(err instanceof AppError && err.code === "CONFLICT")) throw err;
  }
  await tx.msa.update({ where: { id: msaId }, data: { finalizedFilePath: key } });
  await tx.investorTemplateVersion.update({ where: { id: row.versionId }, data: { finalizedFilePath: key } });
}

export const storePdfEffect = defineEffect("msa.store-pdf", z.object({ msaId: z.string(), nonce: z.string().regex(/^[0-9a-f]{32}$/) }), storeFinalizedPdf);
