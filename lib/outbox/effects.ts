// The registry of after-commit effects: each a name, the schema of its payload (checked when it is
// recorded and again when it runs, since a row may wait for a restart and a newer release) and its
// handler. A handler runs inside the transaction that marks its row done, so database work happens
// exactly once; work outside the database (files) must be safe to repeat after a crash. A handler reads
// and writes only through the `tx` it is given: on PGlite's one connection, any other client would wait
// for this very transaction.
import "server-only";
import { z } from "zod";
import type { Tx } from "@/lib/db";
import { getStorage } from "@/lib/storage";
import { deliverToLegalTeam, deliverToUser } from "@/lib/agreements/notifications/deliver";
import { storeFinalizedPdf } from "@/lib/agreements/msa/store-pdf";

type Effect<S extends z.ZodType> = { payload: S; run: (tx: Tx, payload: z.output<S>) => Promise<void> };
const effect = <S extends z.ZodType>(payload: S, run: Effect<S>["run"]): Effect<S> => ({ payload, run });

const notification = z.object({ kind: z.string().max(40), message: z.string(), link: z.string(), versionId: z.string().optional() });

export const EFFECTS = {
  "notification.user": effect(notification.extend({ userId: z.string() }), deliverToUser),
  "notification.legal-team": effect(notification, deliverToLegalTeam),
  // Deleting a missing file is not an error, so a repeat is harmless.
  "storage.delete": effect(z.object({ key: z.string().min(1) }), async (_tx, { key }) => getStorage().delete(key)),
  "msa.store-pdf": effect(z.object({ msaId: z.string(), nonce: z.string().regex(/^[0-9a-f]{32}$/) }), storeFinalizedPdf),
};

export type EffectName = keyof typeof EFFECTS;
export type EffectPayload<E extends EffectName> = z.input<(typeof EFFECTS)[E]["payload"]>;

export function effectOf(name: string): Effect<z.ZodType> | undefined {
  return Object.hasOwn(EFFECTS, name) ? (EFFECTS[name as EffectName] as Effect<z.ZodType>) : undefined;
}
