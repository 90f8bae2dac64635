// Reading and changing firm-wide settings. A change is audited in its own transaction, or in the
// caller's when it is part of a larger one.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { getDb, type Db, type Tx } from "@/lib/db";
import { writeAudit } from "@/lib/audit/write";
import { badRequest } from "@/lib/errors";
import { transaction } from "@/lib/transaction";
import { SETTINGS, type SettingKey, type SettingValue } from "@/lib/settings/definitions";

/**
 * The setting's stored value, or its default when nobody has set it. A stored value that no longer fits
 * the schema (a setting whose shape changed) reads as the default rather than failing the page.
 */
export async function getSetting<K extends SettingKey>(key: K, db?: Db | Tx): Promise<SettingValue<K>> {
  const client = db ?? (await getDb());
  const row = await client.setting.findUnique({ where: { key }, select: { value: true } });
  const def = SETTINGS[key];
  if (!row) return def.default as SettingValue<K>;
  const parsed = def.schema.safeParse(row.value);
  return (parsed.success ? parsed.data : def.default) as SettingValue<K>;
}

/** Stores a setting (validated again here: the service is the last gate) and writes `setting.updated`. */
export async function setSetting<K extends SettingKey>(actorId: string, key: K, value: SettingValue<K>, tx?: Tx): Promise<SettingValue<K>> {
  const parsed = SETTINGS[key].schema.safeParse(value);
  if (!parsed.success) throw badRequest(`Invalid value for ${SETTINGS[key].label}`);
  const next = parsed.data as SettingValue<K>;
  const work = async (t: Tx) => {
    const before = await getSetting(key, t);
    const json = next as unknown as Prisma.InputJsonValue;
    await t.setting.upsert({ where: { key }, create: { key, value: json, updatedBy: actorId }, update: { value: json, updatedBy: actorId } });
    if (JSON.stringify(before) !== JSON.stringify(next)) {
      await writeAudit(t, { event: "setting.updated", entityId: key, actorId, before: { value: JSON.stringify(before) }, after: { value: JSON.stringify(next) } });
    }
    return next;
  };
  return tx ? work(tx) : transaction(work);
}
