import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";

type Plain = Record<string, unknown>;
type JsonObject = Prisma.InputJsonObject;

function toJsonValue(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (v && typeof v === "object" && "toFixed" in v && typeof (v as { toString: unknown }).toString === "function") {
    return String(v); // Prisma Decimal: exact as a string
  }
  return v ?? null;
}

function normalise(values: Plain | null | undefined): JsonObject | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, toJsonValue(v)])) as JsonObject;
}

/** The fields whose values differ between two snapshots (compared as JSON values). */
export function changedFields(oldValues: Plain | null, newValues: Plain | null): string[] {
  const before = normalise(oldValues) ?? {};
  const after = normalise(newValues) ?? {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
}

export type AuditEntry = {
  entityType: string;
  entityId: string;
  action: "create" | "update" | "delete";
  userId: string | null;
  oldValues?: Plain | null;
  newValues?: Plain | null;
};

/**
 * Writes one audit row with the caller's transaction client, so the row exists exactly when the change
 * does. Only changed fields are kept in old/new values of an update.
 */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const before = normalise(entry.oldValues);
  const after = normalise(entry.newValues);
  const fields = changedFields(before, after);
  const pick = (o: JsonObject | null) => (o ? (Object.fromEntries(fields.map((f) => [f, o[f] ?? null])) as JsonObject) : undefined);
  await tx.auditLog.create({
    data: {
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      userId: entry.userId,
      fieldChanges: fields,
      oldValues: (entry.action === "update" ? pick(before) : before) ?? undefined,
      newValues: (entry.action === "update" ? pick(after) : after) ?? undefined,
    },
  });
}

/** Many rows at once (imports): one statement per batch, still inside the caller's transaction. */
export async function writeAuditMany(tx: Tx, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.auditLog.createMany({
    data: entries.map((e) => {
      const after = normalise(e.newValues);
      const before = normalise(e.oldValues);
      return {
        entityType: e.entityType,
        entityId: e.entityId,
        action: e.action,
        userId: e.userId,
        fieldChanges: changedFields(before, after),
        oldValues: before ?? undefined,
        newValues: after ?? undefined,
      };
    }),
  });
}
