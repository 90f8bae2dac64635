import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Tx } from "@/lib/db";
import { AUDIT_EVENTS, SECRET_FIELDS, type AuditEvent } from "@/lib/audit/events";

export type { AuditEvent } from "@/lib/audit/events";

type Plain = Record<string, unknown>;
type JsonObject = Prisma.InputJsonObject;

const SECRETS = new Set<string>(SECRET_FIELDS);

function toJsonValue(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (v && typeof v === "object" && "toFixed" in v && typeof (v as { toString: unknown }).toString === "function") {
    return String(v); // Prisma Decimal: exact as a string
  }
  return v ?? null;
}

/** JSON-safe values; secrets (a password hash, a token) never reach the log, whatever a caller passes. */
function normalise(values: Plain | null | undefined): JsonObject | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([k]) => !SECRETS.has(k)).map(([k, v]) => [k, toJsonValue(v)])) as JsonObject;
}

// An empty text and no value read the same to a user ("—"): a save that turns one into the other changed nothing.
const comparable = (v: unknown) => JSON.stringify(v === "" || v === undefined ? null : v);

/** The fields whose values differ between two snapshots (compared as JSON values). */
export function changedFields(oldValues: Plain | null, newValues: Plain | null): string[] {
  const before = normalise(oldValues) ?? {};
  const after = normalise(newValues) ?? {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => comparable(before[k]) !== comparable(after[k]));
}

/** A change event whose values are all the same before and after: the report would show an empty row. */
const isNoChange = (e: AuditEvent) => "before" in e && "after" in e && changedFields(e.before, e.after).length === 0;

/**
 * The row for an event. Its record kind and create/update/delete come from the event's name; a change
 * (an event with values before and after) keeps only the fields that changed, a creation or deletion
 * all of its values.
 */
function toRow(e: AuditEvent): Prisma.AuditLogCreateManyInput {
  const { entity, action } = AUDIT_EVENTS[e.event];
  const before = normalise("before" in e ? e.before : null);
  const after = normalise("after" in e ? e.after : null);
  const fields = changedFields(before, after);
  const isChange = before !== null && after !== null;
  const pick = (o: JsonObject | null) => (o && isChange ? (Object.fromEntries(fields.map((f) => [f, o[f] ?? null])) as JsonObject) : o);
  return {
    event: e.event,
    entityType: entity,
    entityId: e.entityId,
    action,
    userId: e.actorId,
    fieldChanges: fields,
    oldValues: pick(before) ?? undefined,
    newValues: pick(after) ?? undefined,
  };
}

/** Writes one audit row with the caller's transaction client, so the row exists exactly when the change does. */
export async function writeAudit(tx: Tx, event: AuditEvent): Promise<void> {
  if (isNoChange(event)) return;
  await tx.auditLog.create({ data: toRow(event) });
}

/** Many rows at once: one statement, still inside the caller's transaction. */
export async function writeAuditMany(tx: Tx, events: AuditEvent[]): Promise<void> {
  const changes = events.filter((e) => !isNoChange(e));
  if (changes.length === 0) return;
  await tx.auditLog.createMany({ data: changes.map(toRow) });
}
